import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const PORT = process.env.E2E_PORT ?? '4173';
export const HARBOR = `http://localhost:${PORT}`;
export const MESA = `http://mesa.localhost:${PORT}`;

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

/** The newest message the portal "sent" to an address (the server runs with DEV_OUTBOX=on). */
export async function latestMessage(page: Page, destination: string, origin = HARBOR): Promise<string> {
  // The API picks the plan by header; Node (unlike the browser) cannot resolve mesa.localhost.
  const response = await page.request.get(`${HARBOR}/api/dev/outbox?destination=${encodeURIComponent(destination)}`, {
    headers: { 'x-client-abbreviation': origin === MESA ? 'MESA' : 'HARBOR' },
  });
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  if (!messages[0]) throw new Error(`nothing was sent to ${destination}`);
  return messages[0].body;
}

export async function latestCode(page: Page, destination: string, origin = HARBOR): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await latestMessage(page, destination, origin))?.[1];
  if (!code) throw new Error(`no code in the message to ${destination}`);
  return code;
}
