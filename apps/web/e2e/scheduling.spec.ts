import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_ADMIN, HARBOR, expectNoAxeViolations, signIn, staffSignIn, staffToken } from './support';

test.describe.configure({ mode: 'serial' });

/** Harbor's PCP visit (ANNUAL_CHECKUP) carries the scheduling page. */
const SCHEDULING = '/health-actions/101/scheduling';

async function openScheduling(page: Page, language: 'en' | 'ar'): Promise<void> {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page).toHaveURL(`${HARBOR}/`);
  await page.goto(`${HARBOR}${SCHEDULING}?lang=${language}`);
  await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A page of its own, signed out, so each language's visit starts from the English sign-in page. */
async function freshPage(browser: Browser, visit: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

async function axeBoth(browser: Browser, screen: string, shown: (page: Page) => Locator): Promise<void> {
  for (const language of ['en', 'ar'] as const)
    await freshPage(browser, async (page) => {
      await openScheduling(page, language);
      await expect(shown(page)).toBeVisible({ timeout: 60_000 });
      await expectNoAxeViolations(page, `${SCHEDULING} ${screen} (${language})`);
    });
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

/** The scheduling desk (a demo ADMIN) closes Maria's latest request through the staff API. */
async function deskDecides(browser: Browser, body: { status: 'failed' | 'cancelled' }): Promise<void> {
  const desk = await browser.newPage();
  await staffSignIn(desk, DEMO_ADMIN);
  const jwt = await staffToken(desk);
  const queue = await desk.request.get(`${HARBOR}/api/v1/staff/scheduling/requests?client=HARBOR`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const { requests } = (await queue.json()) as { requests: { id: number; client_member_id: string }[] };
  const maria = requests.find((request) => request.client_member_id === 'HHP100001')!;
  const answer = await desk.request.post(`${HARBOR}/api/v1/staff/scheduling/requests/${maria.id}`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: body,
  });
  expect(answer.status()).toBe(200);
  await desk.close();
}

/** A day after the run's, on the plan's clock near enough: the desk books a visit in the future. */
function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The scheduling desk (a demo ADMIN) opens its queue in the staff console, in English and Arabic,
 * and books Maria's request with her preferred doctor there.
 */
async function deskBooksInTheConsole(browser: Browser): Promise<void> {
  // axe needs a page of a context of its own.
  const context = await browser.newContext();
  const desk = await context.newPage();
  try {
    await staffSignIn(desk, DEMO_ADMIN, '/staff/scheduling');
    await expect(desk.getByRole('heading', { level: 1, name: 'Scheduling desk' })).toBeVisible();
    const maria = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: 'Maria Lopez, member HHP100001' }) });
    await expect(maria).toBeVisible();
    await expectNoAxeViolations(desk, 'scheduling desk (en)');
    await desk.goto(`${HARBOR}/staff/scheduling?lang=ar`);
    await expect(desk.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(desk.getByRole('heading', { name: /HHP100001/ })).toBeVisible();
    await expectNoAxeViolations(desk, 'scheduling desk (ar)');

    await desk.goto(`${HARBOR}/staff/scheduling?lang=en`);
    await maria.getByRole('button', { name: 'Visit booked…' }).click();
    await expect(maria.getByRole('heading', { name: 'Record the booked visit' })).toBeFocused();
    await expect(maria.getByRole('radio').first()).toBeChecked();
    await maria.getByLabel('Visit date').fill(tomorrow());
    await maria.getByLabel('Visit time').fill('10:30');
    await expectNoAxeViolations(desk, 'scheduling desk booking form (en)');
    await maria.getByRole('button', { name: 'Record the booking' }).click();
    await expect(desk.getByText('The visit is booked. Maria Lopez is told in their inbox.')).toBeFocused();
    await expect(maria).toHaveCount(0);
  } finally {
    await context.close();
  }
}

test('axe finds nothing on the request form in English and Arabic', async ({ browser }) => {
  await axeBoth(browser, 'form', (shown) => shown.getByRole('button', { name: /Request my visit|اطلب زيارتي/ }));
});

test('the availability grid fits a 320-pixel phone in every language, all three times of day in view', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page).toHaveURL(`${HARBOR}/`);
  const hidden: string[] = [];
  for (const language of ['en', 'es', 'ar', 'fa', 'km', 'ko', 'ru', 'tl', 'vi', 'hy', 'zh']) {
    await page.goto(`${HARBOR}${SCHEDULING}?lang=${language}`);
    const grid = page.locator('table.availability-grid');
    await expect(grid).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The grid's own scroll box: anything wider than it is a time of day the member must scroll to find.
    const overflow = await grid.evaluate((table) => {
      let box: HTMLElement | null = table.parentElement;
      while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      return box ? box.scrollWidth - box.clientWidth : 0;
    });
    if (overflow > 0) hidden.push(`${language}: ${overflow}px`);
  }
  expect(hidden).toEqual([]);
});

test('a whole visit request by keyboard only', async ({ page }) => {
  await openScheduling(page, 'en');
  const first = page.getByRole('checkbox', { name: /^Choose / }).first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /^Choose / }).nth(1)).toBeChecked();
  const monday = page.getByRole('checkbox', { name: 'Monday, Morning' });
  await tabTo(page, monday);
  await page.keyboard.press('Space');
  await expect(monday).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Monday, Midday' })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: /Phone number/ }));
  await page.keyboard.type('503-555-0142');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Request my visit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your visit is requested' })).toBeVisible();
  await expect(page.getByText('Monday, Morning')).toBeVisible();
});

test('axe finds nothing on the requested and cancelling screens', async ({ browser }) => {
  await axeBoth(browser, 'requested', (shown) => shown.getByRole('button', { name: /Change my request|تغيير طلبي/ }));
  for (const [language, change, heading] of [
    ['en', 'Change my request', 'Change your request?'],
    ['ar', 'تغيير طلبي', 'هل تريد تغيير طلبك؟'],
  ] as const)
    await freshPage(browser, async (page) => {
      await openScheduling(page, language);
      await page.getByRole('button', { name: change }).click();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectNoAxeViolations(page, `${SCHEDULING} cancelling (${language})`);
    });
});

test('the desk books the visit in the staff console; Maria reads it in her inbox and on the scheduled screen, then a failed request asks again', async ({
  browser,
  page,
}) => {
  await deskBooksInTheConsole(browser);
  await axeBoth(browser, 'scheduled', (shown) => shown.getByRole('button', { name: /Request another visit|طلب زيارة أخرى/ }));

  await openScheduling(page, 'en');
  await expect(page.getByText(/^Your visit with .+ is on /)).toBeVisible();
  await page.goto(`${HARBOR}/inbox`);
  await expect(page.getByRole('link', { name: /Your doctor visit is booked/ }).first()).toBeVisible();

  await page.goto(`${HARBOR}${SCHEDULING}?lang=en`);
  await page.getByRole('button', { name: 'Request another visit' }).click();
  await page
    .getByRole('checkbox', { name: /^Choose / })
    .first()
    .check();
  await page.getByRole('checkbox', { name: 'Friday, Afternoon' }).check();
  await page.getByRole('textbox', { name: /Phone number/ }).fill('5035550142');
  await page.getByRole('button', { name: 'Request my visit' }).click();
  await expect(page.getByRole('heading', { name: 'Your visit is requested' })).toBeVisible();
  await deskDecides(browser, { status: 'failed' });
  await axeBoth(browser, 'reschedule', (shown) => shown.getByText(/We could not book a visit|لم نتمكن من حجز زيارة/));
});
