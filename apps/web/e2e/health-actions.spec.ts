import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, HARBOR, expectNoAxeViolations, signIn } from './support';

/** Each step loads a page and the member's data; on a machine shared by several runs that can take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** HARBOR's demo programme (packages/domain/src/health-actions/demo/harbor-programme.json). */
const ACTIONS = { checkup: 101, fluShot: 102, profileUpdate: 104, heartHealth: 110, bloodPressure: 112 } as const;

/**
 * A day some days from the browser's today, as the date field takes it. The plan judges "today" in
 * its own time zone, which may be a day behind or ahead: the tests keep two days from the edge.
 */
function daysFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

async function signInAsMaria(page: Page): Promise<void> {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
}

/** Presses Tab until the focus is on `target` (at most `limit` times): how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the control');
}

/** A native date field typed from the keyboard: month, day and year segments in English. */
async function typeDate(page: Page, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

test('home lists the health actions to do and those done, each with its reward and state', async ({ page }) => {
  await signInAsMaria(page);
  const toDo = page.getByRole('region', { name: 'Health actions to do' });
  const done = page.getByRole('region', { name: 'Completed health actions' });
  await expect(toDo.or(done).first()).toBeVisible();
  // A bar at 0% has no width: its value is what is checked.
  await expect(page.getByRole('region', { name: 'Your progress' }).getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByRole('link', { name: 'Annual checkup' })).toBeVisible();
  await expect(page.getByText(/^Reward: \$\d/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'home with health actions');
  await page.getByRole('link', { name: 'See all health actions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health actions' })).toBeVisible();
});

test('every new page passes axe in English and reads right to left in Arabic', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsMaria(page);
  const pages = [
    { path: '/health-actions', en: 'Health actions', ar: 'الإجراءات الصحية' },
    { path: `/health-actions/${ACTIONS.checkup}`, en: 'Annual checkup', ar: 'الفحص السنوي' },
    { path: `/health-actions/${ACTIONS.checkup}/history`, en: 'Annual checkup', ar: 'الفحص السنوي' },
    { path: `/health-actions/${ACTIONS.heartHealth}`, en: 'Heart health', ar: 'صحة القلب' },
    { path: '/rewards', en: 'Rewards', ar: 'المكافآت' },
  ];
  for (const { path, en } of pages) {
    await page.goto(`${HARBOR}${path}?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
    await expectNoAxeViolations(page, `${path}, English`);
  }
  for (const { path, ar } of pages) {
    await page.goto(`${HARBOR}${path}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar })).toBeVisible();
    await expectNoAxeViolations(page, `${path}, Arabic`);
  }
  await page.goto(`${HARBOR}/?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the list groups actions by state and shows a compound action with its steps', async ({ page }) => {
  await signInAsMaria(page);
  await page.goto(`${HARBOR}/health-actions`);
  await expect(page.getByRole('heading', { level: 2, name: 'To do' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for verification' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Completed' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Steps of Heart health' });
  await expect(steps.getByRole('link', { name: 'Cholesterol screening' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Blood pressure check' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Read: a healthy heart' })).toBeVisible();
});

test('an action shows who it is for, its reward, progress and why it is open, and its history view', async ({ page }) => {
  await signInAsMaria(page);
  await page.goto(`${HARBOR}/health-actions/${ACTIONS.checkup}`);
  await expect(page).toHaveTitle('Annual checkup | Harbor Health Rewards');
  await expect(page.getByText('Assigned to')).toBeVisible();
  await expect(page.getByText('Maria Lopez').first()).toBeVisible();
  await expect(page.getByText('$50', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /% complete$/ })).toHaveAttribute('aria-valuenow', /^\d+$/);
  const availability = page.getByRole('region', { name: 'Can I do it now?' });
  await expect(availability.getByRole('term').first()).toHaveText('Maria');
  await expect(availability.getByRole('definition').first()).toHaveText(/^(Yes|No|Not now|Already done)/);
  // A health-contingent action carries the plan's reasonable-alternative notice.
  await expect(page.getByRole('region', { name: 'Another way to qualify' })).toContainText('call Harbor Health Plan');
  await expect(page.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(`${HARBOR}/health-actions/${ACTIONS.checkup}/history`);
  await expect(page).toHaveTitle('Annual checkup: history | Harbor Health Rewards');
  await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
});

test('the attestation form works by keyboard alone: errors beside the field, input kept, then the journey waits for the plan', async ({
  page,
}) => {
  await signInAsMaria(page);
  await page.goto(`${HARBOR}/health-actions/${ACTIONS.fluShot}`);
  const form = page.getByRole('region', { name: 'I did this' });
  await expect(form).toBeVisible();
  const date = form.getByLabel('Date you did it');
  const send = form.getByRole('button', { name: 'Send' });

  // From the top of the page by Tab alone; sending nothing puts the focus on the field, which says it is required.
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(/This field is required/);

  // A day in the future is refused beside the field, which keeps what was typed and the focus.
  await typeDate(page, daysFromToday(2));
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(date).toBeFocused();
  await expect(date).toHaveAccessibleDescription(/The date cannot be in the future/);
  await expect(date).toHaveValue(daysFromToday(2));
  await expectNoAxeViolations(page, 'attestation form with an error');

  // A day in the period is accepted; the history then shows the journey waiting for the plan's claims.
  await typeDate(page, daysFromToday(-2));
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. We have recorded it.' }).last()).toBeVisible();
  await page.goto(`${HARBOR}/health-actions/${ACTIONS.fluShot}/history`);
  await expect(page.getByRole('list', { name: /^Steps of: You told us: done on/ }).first()).toContainText(
    "Waiting for your health plan's data, expected by",
  );
  await expectNoAxeViolations(page, 'history with a waiting attestation');
});

test('the reasonable-alternative request is sent to the plan', async ({ page }) => {
  await signInAsMaria(page);
  await page.goto(`${HARBOR}/health-actions/${ACTIONS.bloodPressure}`);
  const request = page.getByRole('region', { name: 'Another way to qualify' });
  await request.getByRole('button', { name: 'Ask for another way' }).click();
  await expect(request.getByLabel('Your message')).toHaveAccessibleDescription(/This field is required/);
  await request.getByLabel('Your message').fill('My doctor says I should not have this test this year.');
  await request.getByLabel('Phone number to call you back (optional)').fill('503-555-0142');
  await request.getByRole('button', { name: 'Ask for another way' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your request is sent.' }).last()).toBeVisible();
  await expect(request.getByLabel('Your message')).toHaveValue('');
});

test('an unknown action is not found, and the profile-update action leads to the profile', async ({ page }) => {
  await signInAsMaria(page);
  await page.goto(`${HARBOR}/health-actions/999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Health action not found' })).toBeVisible();
  await expectNoAxeViolations(page, 'health action not found');
  await page.getByRole('link', { name: 'All health actions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health actions' })).toBeVisible();

  await page.goto(`${HARBOR}/health-actions/${ACTIONS.profileUpdate}`);
  await page.getByRole('link', { name: 'Update your profile' }).click();
  await expect(page).toHaveURL(`${HARBOR}/account/edit-contact`);
});
