import { expect, test, type Page } from '@playwright/test';
import { DEMO, HARBOR, MESA, expectNoAxeViolations, signIn } from './support';

test.describe.configure({ mode: 'serial' });

/** Every help center page, and the notice of non-discrimination with its taglines. */
const HELP_PAGES: readonly string[] = [
  '/help-center',
  '/help-center/faq/category/1',
  '/help-center/faq/201?popular',
  '/help-center/faq/302',
  '/help-center/view-document?document=NON_DISCRIMINATION',
  '/language-assistance',
];

async function signInMaria(page: Page): Promise<void> {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page).toHaveURL(`${HARBOR}/`);
}

for (const language of ['en', 'ar']) {
  test(`axe finds nothing on the help pages in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    await signInMaria(page);
    for (const path of HELP_PAGES) {
      await page.goto(`${HARBOR}${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('main [role="status"] .mantine-Loader-root')).toHaveCount(0, { timeout: 60_000 });
      await expectNoAxeViolations(page, `${path} (${language})`);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  });
}

test('a member opens a popular question and a topic by keyboard alone', async ({ page }) => {
  await signInMaria(page);
  await page.goto(`${HARBOR}/help-center?lang=en`);
  const popular = page.getByRole('region', { name: 'Popular questions' });
  const first = popular.getByRole('link', { name: 'How do I earn rewards?' });
  await expect(first).toBeVisible({ timeout: 60_000 });
  await page.getByRole('heading', { level: 1, name: 'Help center' }).click();
  for (let presses = 0; presses < 10 && !(await first.evaluate((link) => link === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help-center\/faq\/101\?popular$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How do I earn rewards?' })).toBeVisible();
  await expect(page.getByRole('main').getByText('$250')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the help center' })).toHaveAttribute('href', '/help-center');

  await page.goto(`${HARBOR}/help-center/faq/category/3?lang=en`);
  const question = page.getByRole('button', { name: 'Why is my account locked?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false', { timeout: 60_000 });
  await page.getByRole('link', { name: 'Back to the help center' }).focus();
  for (let presses = 0; presses < 5 && !(await question.evaluate((button) => button === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(question).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/locked for 10 minutes/)).toBeVisible();
});

test('/faq opens the help center, keeping its query and hash', async ({ page }) => {
  await signInMaria(page);
  await page.goto(`${HARBOR}/faq?lang=en#contact`);
  await expect(page).toHaveURL(`${HARBOR}/help-center?lang=en#contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible({ timeout: 60_000 });
});

test("the notice opens from the footer without signing in, with each plan's state's taglines", async ({ page }) => {
  await page.goto(`${HARBOR}/login?lang=en`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Non-discrimination and language assistance' }).click();
  await expect(page).toHaveURL(`${HARBOR}/language-assistance`);
  const taglines = page.getByRole('region', { name: 'Language assistance' }).getByRole('listitem');
  await expect(taglines).toHaveCount(15, { timeout: 60_000 });
  await expect(page.locator('li[lang="hy"]')).toContainText('1-800-555-0134');
  await expect(page.locator('li[lang="fa"]')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, '/language-assistance (guest)');

  await page.goto(`${MESA}/language-assistance?lang=en`);
  await expect(taglines).toHaveCount(15, { timeout: 60_000 });
  await expect(page.locator('li[lang="nv"]')).toContainText('1-888-555-0199');
});
