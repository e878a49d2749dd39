import { expect as baseExpect, test } from '@playwright/test';
import { DEMO, DEMO_ADMIN, HARBOR, MESA, expectNoAxeViolations, signIn, staffSignIn, staffToken } from './support';

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

test("a claim from the plan's data verifies the checkup: the reward shows in the history and its journey on the action", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  // An administrator imports the plan's claims file: Maria's preventive visit (CPT 99396) a few days ago.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffSignIn(staff, DEMO_ADMIN);
  const visit = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
  const imported = await staff.request.post(`${HARBOR}/api/v1/staff/feeds/claims?client=HARBOR`, {
    headers: { authorization: `Bearer ${await staffToken(staff)}`, 'content-type': 'text/csv', 'x-client-abbreviation': 'HARBOR' },
    data: `client_member_id,claim_id,service_date,procedure_codes,diagnosis_codes\nHHP100001,E2E-CHECKUP-1,${visit},99396,Z00.00\n`,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  await staffContext.close();

  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Completed health actions' }).getByRole('link', { name: 'Annual checkup' })).toBeVisible();

  await page.goto(`${HARBOR}/rewards`);
  const earning = page.getByRole('listitem').filter({ hasText: 'Annual checkup' });
  await expect(earning).toContainText('$50');
  await expect(earning).toContainText('Verified by a claim from your health plan.');
  await earning.getByRole('link', { name: 'Steps of Annual checkup' }).click();

  await expect(page).toHaveURL(/\/health-actions\/101\/history#completion-\d+$/);
  const journey = page.getByRole('list', { name: /^Steps of: Done on .*, verified by a claim from your health plan$/ });
  await expect(journey).toContainText('Done on');
  await expect(journey).toContainText('by a claim from your health plan');
  await expect(journey).toContainText('$50 issued on');
  await expectNoAxeViolations(page, 'history with a verified, issued earning');
});
