import { expect, test, type Page } from '@playwright/test';
import { DEMO, HARBOR, expectNoAxeViolations, signIn } from './support';

test.describe.configure({ mode: 'serial' });

/** Every learning page, with what shows it has loaded. */
const LEARNING_PAGES: readonly string[] = [
  '/learn',
  '/learn/articles/all',
  '/learn/articles/history',
  '/learn/articles/search?keyword=sleep',
  '/learn/articles/sleep',
  '/learn/article/detail/seven-hours-of-sleep',
  '/learn/brain-exercises',
  '/learn/brain-exercise/detail/MEMORY_PAIRS',
  '/learn/brain-exercise/detail/SEQUENCE_RECALL',
  '/learn/brain-exercise/detail/NUMBER_ORDER',
];

async function signInMaria(page: Page): Promise<void> {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page).toHaveURL(`${HARBOR}/`);
}

// Five pages a test: axe on ten in a row outlasts a test's three minutes on a shared machine.
const HALVES = [LEARNING_PAGES.slice(0, 5), LEARNING_PAGES.slice(5)];

for (const [half, pages] of HALVES.entries())
  for (const language of ['en', 'ar']) {
    test(`axe finds nothing on the learning pages (part ${half + 1}) in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
      await signInMaria(page);
      for (const path of pages) {
        await page.goto(`${HARBOR}${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
        await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
        await expect(page.locator('main [role="status"] .mantine-Loader-root')).toHaveCount(0, { timeout: 60_000 });
        await expectNoAxeViolations(page, `${path} (${language})`);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  }

test('the search finds articles by a keyword kept in the address, and back returns to the previous search', async ({ page }) => {
  await signInMaria(page);
  await page.goto(`${HARBOR}/learn?lang=en`);
  const field = page.getByRole('searchbox', { name: 'Search articles' });
  await field.fill('sleep');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/learn\/articles\/search\?keyword=sleep$/);
  await expect(page.getByRole('status').filter({ hasText: 'Results for “sleep”' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Seven hours of sleep' })).toBeVisible();
  const again = page.getByRole('searchbox', { name: 'Search articles' });
  await again.fill('zzzqqq');
  await again.press('Enter');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('sleep');
  await expect(page.getByRole('status').filter({ hasText: 'Results for “sleep”' })).toBeVisible();
});

test('an article in Spanish for a Spanish reader, in English with the notice for an Arabic one', async ({ page }) => {
  await signInMaria(page);
  await page.goto(`${HARBOR}/learn/article/detail/screens-and-sleep?lang=ar`);
  const article = page.locator('main article');
  await expect(article).toHaveAttribute('lang', 'en', { timeout: 60_000 });
  await expect(article).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('main').getByRole('note')).toBeVisible();
  await page.goto(`${HARBOR}/learn/article/detail/screens-and-sleep?lang=es`);
  await expect(article).toHaveAttribute('lang', 'es', { timeout: 60_000 });
  await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
});

test('Maria marks an article read and finds it in her reading history', async ({ page }) => {
  await signInMaria(page);
  await page.goto(`${HARBOR}/learn/article/detail/managing-stress?lang=en`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible({ timeout: 60_000 });
  const name = (await title.textContent()) ?? '';
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Read on / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await page.goto(`${HARBOR}/learn/articles/history?lang=en`);
  await expect(page.getByRole('list', { name: 'Your reading history' }).getByRole('link', { name })).toBeVisible({ timeout: 60_000 });
});

test('Maria plays number order with the keyboard alone, and it shows as played today', async ({ page }) => {
  await signInMaria(page);
  await page.goto(`${HARBOR}/learn/brain-exercise/detail/NUMBER_ORDER?lang=en`);
  const grid = page.getByRole('list', { name: 'Numbers' });
  await expect(grid).toBeVisible({ timeout: 60_000 });
  const order = (await grid.getByRole('button').allTextContents()).map(Number);
  // From the top of the page, Tab to the grid's first number.
  const first = grid.getByRole('button').first();
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await first.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(first).toBeFocused();
  // Then from number to number with Tab and Shift+Tab, pressing each with Enter.
  let at = 0;
  for (let number = 1; number <= order.length; number += 1) {
    const target = order.indexOf(number);
    for (; at < target; at += 1) await page.keyboard.press('Tab');
    for (; at > target; at -= 1) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('status').filter({ hasText: 'Well done!' })).toHaveText('Well done! All 12 in order, with 0 misses.');
  await expect(page.getByText('Played today')).toBeVisible();
  await page.getByRole('link', { name: 'Back to brain exercises' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Number order' })).toContainText('Last played on');
});

test('Maria earns by reading: from the health action to its article, "I\'ve read it", and the action is done', async ({ page }) => {
  test.setTimeout(240_000);
  await signInMaria(page);
  // HARBOR's ARTICLE_SLEEP_WELL (action 107) reads seven-hours-of-sleep; no other test completes it.
  await page.goto(`${HARBOR}/health-actions/107/learn-and-earn/article/seven-hours-of-sleep?lang=ar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اقرأ: نوم جيد', { timeout: 60_000 });
  await expectNoAxeViolations(page, 'learn and earn (ar)');
  await page.goto(`${HARBOR}/health-actions/107?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Read: sleep well' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Read the article' }).click();
  await expect(page).toHaveURL(`${HARBOR}/health-actions/107/learn-and-earn/article/seven-hours-of-sleep`);
  await expect(page.getByText(/^Reward: \$5/)).toBeVisible();
  await expectNoAxeViolations(page, 'learn and earn, before reading');
  // The keyboard starts the reading, and the article's title takes the focus.
  await page.getByRole('button', { name: 'Start reading' }).focus();
  await page.keyboard.press('Enter');
  const title = page.getByRole('heading', { level: 2 }).first();
  await expect(title).toBeFocused({ timeout: 60_000 });
  await expectNoAxeViolations(page, 'learn and earn, reading');
  await page.getByRole('button', { name: "I've read it" }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Read on / })).toContainText(
    'Your health action will be completed once your reading is checked.',
  );
  await page.getByRole('link', { name: 'Back to the health action' }).click();
  await expect(page).toHaveURL(`${HARBOR}/health-actions/107`);
  await page.goto(`${HARBOR}/health-actions/107/history?lang=en`);
  await expect(page.getByText(/^Done on /).first()).toBeVisible({ timeout: 60_000 });
  await page.goto(`${HARBOR}/rewards?lang=en`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Read: sleep well' })).toContainText('$5');
});
