import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO, HARBOR, signIn } from './support';

/** The Khmer texts the member reads (apps/web/src/locales/km), and the plan's name for Khmer. */
const KHMER = 'ភាសាខ្មែរ';
const KM = {
  signIn: 'ចូលគណនី',
  hello: 'សួស្តី Maria',
  saveLanguage: `រក្សាទុក ${KHMER} ជាភាសារបស់ខ្ញុំ`,
  saved: `ឥឡូវនេះ ${KHMER} គឺជាភាសាដែលបានរក្សាទុករបស់លោកអ្នក។`,
};

/** Each step loads a page and the member's data; on a machine shared by several runs that can take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

const htmlLang = (page: Page) => page.locator('html');

test('a language picked on the sign-in page holds after sign-in and can become the saved one', async ({ page, browser }) => {
  await page.goto(`${HARBOR}/login`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('KM');
  await expect(htmlLang(page)).toHaveAttribute('lang', 'km');
  await page.locator('input[autocomplete="username"]').fill(DEMO.maria.username);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO.maria.password);
  await page.getByRole('button', { name: KM.signIn }).click();

  // Maria's account says English; the pick of this visit wins, and she is offered to keep it.
  await expect(page.getByRole('heading', { level: 1, name: KM.hello })).toBeVisible();
  await expect(htmlLang(page)).toHaveAttribute('lang', 'km');
  const save = page.getByRole('button', { name: KM.saveLanguage });
  await expect(save).toBeVisible();
  await page.reload();
  await expect(htmlLang(page)).toHaveAttribute('lang', 'km');
  await save.click();
  await expect(page.getByText(KM.saved)).toBeVisible();
  await expect(save).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: KM.hello })).toBeVisible();
  await expect(save).toBeHidden();

  // Saved on the account: a sign-in from a fresh browser, with no pick, is in Khmer too.
  const elsewhere = await browser.newPage();
  try {
    await signIn(elsewhere, HARBOR, DEMO.maria);
    await expect(elsewhere.getByRole('heading', { level: 1, name: KM.hello })).toBeVisible();
    await expect(htmlLang(elsewhere)).toHaveAttribute('lang', 'km');
    await expect(elsewhere.getByRole('button', { name: KM.saveLanguage })).toBeHidden();
    // Maria's English back for the other tests that sign in as her.
    await elsewhere
      .getByRole('combobox')
      .filter({ has: elsewhere.locator('option[value="EN"]') })
      .selectOption('EN');
    await expect(htmlLang(elsewhere)).toHaveAttribute('lang', 'en');
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});
