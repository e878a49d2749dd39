import { expect, test, type Page } from '@playwright/test';
import { DEMO, HARBOR, expectNoAxeViolations, signIn } from './support';

test.describe.configure({ mode: 'serial' });

/** Days before UTC's today, which are never after the plan's today and always inside its last 30 days. */
const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Saves readings through the API with the session the page holds, so each chart has days to draw. */
async function saveReadings(page: Page, tracker: string, readings: { days: number; value: number; diastolic?: number }[]): Promise<void> {
  const entries = readings.map(({ days, ...reading }) => ({ ...reading, date: daysAgo(days), source: 'MANUAL' }));
  const statuses = await page.evaluate(
    async ({ tracker, entries }) => {
      const key = Object.keys(localStorage).find((candidate) => candidate.endsWith(':session'));
      const { jwt } = JSON.parse(localStorage.getItem(key!)!) as { jwt: string };
      const saved = [];
      for (const entry of entries) {
        const response = await fetch(`/api/v1/web/tracking/${tracker}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', 'x-client-abbreviation': 'HARBOR' },
          body: JSON.stringify(entry),
        });
        saved.push(response.status);
      }
      return saved;
    },
    { tracker, entries },
  );
  expect(statuses.every((status) => status === 200)).toBe(true);
}

test('Maria opens her trackers and each kind of tracker page with its chart, and axe finds nothing in English and in Arabic', async ({
  page,
}) => {
  // Ten pages under axe, each a minute or more on a machine shared with another browser.
  test.setTimeout(600_000);
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page).toHaveURL(`${HARBOR}/`);
  // One series (weight), two series and their reference lines (blood pressure), hours and a line
  // (sleep), and the guidance explained beside the chart (workouts). Gaps between the days.
  await saveReadings(page, 'weight', [
    { days: 2, value: 171 },
    { days: 6, value: 173 },
    { days: 12, value: 172 },
  ]);
  await saveReadings(page, 'bloodPressure', [
    { days: 2, value: 118, diastolic: 76 },
    { days: 4, value: 142, diastolic: 91 },
    { days: 8, value: 127, diastolic: 82 },
  ]);
  await saveReadings(page, 'sleep', [
    { days: 2, value: 450 },
    { days: 3, value: 380 },
    { days: 9, value: 425 },
  ]);
  await saveReadings(page, 'workouts', [
    { days: 2, value: 320 },
    { days: 5, value: 450 },
  ]);
  for (const language of ['en', 'ar']) {
    await page.goto(`${HARBOR}/tracking?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('main li')).toHaveCount(7);
    await expectNoAxeViolations(page, `/tracking (${language})`);
    for (const tracker of ['weight', 'bloodPressure', 'sleep', 'workouts']) {
      await page.goto(`${HARBOR}/tracking/${tracker}?lang=${language}`);
      await expect(page.locator('main form')).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('main .recharts-line').first()).toBeVisible({ timeout: 60_000 });
      await expectNoAxeViolations(page, `/tracking/${tracker} (${language})`);
    }
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('Maria adds a weight entry by keyboard only and sees it in her last 30 days; a bad value shows its error beside the field', async ({
  page,
}) => {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page).toHaveURL(`${HARBOR}/`);
  await page.goto(`${HARBOR}/tracking/weight?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weight' })).toBeVisible({ timeout: 60_000 });
  const weight = page.getByRole('textbox', { name: /Weight \(lbs/ });

  // A weight below the range: refused beside the field before anything is sent, the typing kept.
  await weight.focus();
  await page.keyboard.type('20');
  await page.keyboard.press('Enter');
  await expect(weight).toHaveAccessibleDescription('Enter a number from 50 to 1,000');
  await expect(weight).toHaveValue('20');
  await expect(weight).toBeFocused();

  // From the top of the page, by Tab alone to the weight box, then typing and Enter.
  await page.goto(`${HARBOR}/tracking/weight?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weight' })).toBeVisible({ timeout: 60_000 });
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await weight.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(weight).toBeFocused();
  await page.keyboard.type('168');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toHaveText('Entry saved: 168 lbs.');

  // The chart read as a table, by keyboard alone: Tab on to the toggle, Enter, and the focus stays on it.
  const toggle = page.getByRole('button', { name: 'Show as table' });
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await toggle.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  const shown = page.getByRole('button', { name: 'Show as chart' });
  await expect(shown).toBeFocused();
  await expect(shown).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('168 lbs');
  await expect(table.getByRole('row').nth(1)).toContainText('Entered by hand');
  await page.getByRole('link', { name: 'Back to trackers' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Weight' })).toContainText('168 lbs');
});

test('Maria fills in a missed day of her sleep by keyboard and sees it marked "Entered by hand"', async ({ page }) => {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page).toHaveURL(`${HARBOR}/`);
  await page.goto(`${HARBOR}/tracking/sleep?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep' })).toBeVisible({ timeout: 60_000 });
  const open = page.getByRole('button', { name: 'Fill in missed days' });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Fill in missed days' });
  await expect(drawer).toBeVisible();
  // The second day listed: yesterday, or an older day when yesterday has a hand entry already.
  const day = drawer.getByRole('textbox', { name: 'Sleep (minutes)' }).nth(1);
  await day.focus();
  await page.keyboard.type('435');
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByText('Your missed days are saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: '7.3 hours' });
  await expect(row).toContainText('Entered by hand');
});
