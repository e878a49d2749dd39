import { expect as baseExpect, test } from '@playwright/test';
import { DEMO, HARBOR, MESA, expectNoAxeViolations, signIn } from './support';

/** Each step loads a page and the member's data; on a machine shared by several runs that can take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

test('the rewards page breaks the balance down in dollars and lists the history, in English and Arabic', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page).toHaveTitle('Rewards | Harbor Health Rewards');

  const balance = page.getByRole('region', { name: 'Your balance' });
  await expect(balance.getByText('Available now')).toBeVisible();
  await expect(balance.getByText(/^Earned in \d{4}$/)).toBeVisible();
  // HARBOR's yearly maximum is $250 (25,000 cents), shown in dollars.
  await expect(balance.getByText(/^Of \$250 you can earn this year; \$[\d,.]+ left\.$/)).toBeVisible();
  await expect(balance.getByText('Pending')).toBeVisible();
  await expect(balance.getByRole('heading', { level: 3, name: 'What expires when' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expectNoAxeViolations(page, 'rewards, English');

  // An earning in the history leads to its journey on the action's history.
  const journeys = page.getByRole('link', { name: /^Steps of / });
  if ((await journeys.count()) > 0) {
    await journeys.first().click();
    await expect(page).toHaveURL(/\/health-actions\/\d+\/history/);
    await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await page.goBack();
  }

  await page.goto(`${HARBOR}/rewards?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المكافآت' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'رصيدك' })).toBeVisible();
  await expectNoAxeViolations(page, 'rewards, Arabic');
  await page.goto(`${HARBOR}/rewards?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a points programme speaks of points, as whole numbers; with HOME off the member lands on rewards', async ({ page }) => {
  await signIn(page, MESA, DEMO.robert);
  // MESA has HOME off: spec 001 sends the member from / to /rewards.
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page).toHaveURL(`${MESA}/rewards`);
  await expect(page.getByText('You earn points for the health actions you complete.', { exact: false })).toBeVisible();
  // MESA's yearly maximum is 5,000 points.
  await expect(page.getByRole('region', { name: 'Your balance' }).getByText(/^Of 5,000 points you can earn this year/)).toBeVisible();
  await expectNoAxeViolations(page, 'rewards, points');
});
