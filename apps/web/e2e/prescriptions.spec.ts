import { expect, test } from '@playwright/test';
import { DEMO, HARBOR, expectNoAxeViolations, signIn } from './support';

test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'ar']) {
  test(`axe finds nothing on the prescription record in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    await signIn(page, HARBOR, DEMO.maria);
    await expect(page).toHaveURL(`${HARBOR}/`);
    await page.goto(`${HARBOR}/prescription-record?lang=${language}`);
    await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('main table')).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page, `/prescription-record (${language})`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  });
}

test("the header's Prescription Record leads to the member's fills, newest first", async ({ page }) => {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page).toHaveURL(`${HARBOR}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Prescription Record' }).click();
  await expect(page).toHaveURL(`${HARBOR}/prescription-record`);
  const table = page.getByRole('table', { name: 'Your prescription fills' });
  await expect(table.getByRole('row').nth(1)).toContainText('Atorvastatin 20 mg tablet');
  await expect(table.getByRole('row')).toHaveCount(6);
});
