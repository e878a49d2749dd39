import { expect, test } from '@playwright/test';
import { DEMO, HARBOR, expectNoAxeViolations, signIn } from './support';

test('the legal documents open without signing in, in English and in Spanish', async ({ page }) => {
  await page.goto(`${HARBOR}/login`);
  await page.locator('footer').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(`${HARBOR}/public/privacy-document/terms-of-use`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of use | Harbor Health Rewards');
  await expectNoAxeViolations(page, 'terms of use');
  await page.goto(`${HARBOR}/public/privacy-document/privacy-policy-es`);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await page.goto(`${HARBOR}/public/privacy-document/no-such-paper`);
  await expect(page.getByText('There was an error fetching the document')).toBeVisible();
  // A language forced with ?lang= holds for the rest of the visit.
  await page.goto(`${HARBOR}/public/privacy-document/terms-of-use?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expectNoAxeViolations(page, 'terms of use, Arabic');
  await page.goto(`${HARBOR}/public/privacy-document/no-such-paper`);
  await expect(page.getByText('حدث خطأ أثناء جلب المستند')).toBeVisible();
});

test('?lang= forces the language, and a leading hash route is stripped', async ({ page }) => {
  await page.goto(`${HARBOR}/#/login?lang=ar`);
  await expect(page).toHaveURL(`${HARBOR}/login?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, 'sign-in, Arabic');
  await page.goto(`${HARBOR}/no-such-page?lang=ar`);
  await expectNoAxeViolations(page, '404, Arabic');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto(`${HARBOR}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test("a member's disclaimers are linked from the footer and open without signing in", async ({ page }) => {
  await signIn(page, HARBOR, DEMO.maria);
  await page.locator('footer').getByRole('link', { name: 'Rewards and taxes' }).click();
  await expect(page).toHaveURL(/\/disclaimers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards and taxes' })).toBeVisible();
  await expectNoAxeViolations(page, 'disclaimer, English');
  const address = page.url();
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${address}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المكافآت والضرائب');
  await expectNoAxeViolations(page, 'disclaimer, Arabic');
});
