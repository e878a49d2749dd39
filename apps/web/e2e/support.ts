import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const HARBOR = 'http://localhost:4173';
export const MESA = 'http://mesa.localhost:4173';

export const DEMO = {
  maria: { username: 'maria.lopez', password: 'Harbor!2026' },
  robert: { username: 'robert.chen', password: 'Mesa!2026' },
} as const;

/** axe finds no WCAG 2.2 A/AA violation on what the page shows now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

export async function signIn(
  page: Page,
  origin: string,
  credentials: { username: string; password: string },
  path = '/login',
): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
