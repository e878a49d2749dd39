import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_ADMIN, HARBOR, MESA, expectNoAxeViolations, signIn, staffSignIn, staffToken } from './support';

/** Each step loads a page and the member's data; on a machine shared by several runs that can take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Opens the redeem page and makes sure the member can pay for something: an administrator adds
 * to the balance of the member's first coverage (the answer of rewards/init names it), then the
 * page is loaded again.
 */
async function openRedeemWithBalance(browser: Browser, page: Page, origin: string, client: string, amount: number): Promise<void> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/web/rewards/init');
  await page.goto(`${origin}/rewards/redeem`);
  const init = (await (await answer).json()) as { point_summaries: { member_coverage_id: number }[] };
  const session = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith(':session'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { memberId: number } | null) : null;
  });
  const coverage = init.point_summaries[0]?.member_coverage_id;
  if (!session || coverage === undefined) throw new Error('no member session or no coverage to credit');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffSignIn(staff, DEMO_ADMIN);
  // Staff calls name the plan in the query; the test's own requests resolve plain localhost only.
  const credited = await staff.request.post(`${HARBOR}/api/v1/staff/members/${session.memberId}/rewards/adjustments?client=${client}`, {
    headers: { authorization: `Bearer ${await staffToken(staff)}`, 'x-client-abbreviation': client },
    data: { member_coverage_id: coverage, amount, reason: 'Balance for the redemption test' },
  });
  expect(credited.status(), await credited.text()).toBe(200);
  await staffContext.close();

  await page.goto(`${origin}/rewards/redeem`);
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem your rewards' })).toBeVisible();
}

/** Moves focus with Tab alone until the control has it (the way a keyboard user gets there). */
async function tabTo(page: Page, control: Locator, most = 150): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await control.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${control.toString()}`);
}

/** A reward the balance can pay for, preferring one sent by post (digital ones need a verified e-mail address). */
async function addableReward(page: Page): Promise<{ card: Locator; name: string; label: string }> {
  const cards = page.getByRole('region', { name: 'Rewards you can choose' }).getByRole('listitem');
  const byPost = cards
    .filter({ hasText: 'Sent by post' })
    .filter({ has: page.getByRole('button', { name: /^Add .* to basket$/, disabled: false }) });
  const any = cards.filter({ has: page.getByRole('button', { name: /^Add .* to basket$/, disabled: false }) });
  // count() does not wait: the cards must be there before the choice is made.
  await expect(cards.first()).toBeVisible();
  const chosen = (await byPost.count()) > 0 ? byPost.first() : any.first();
  const name = (await chosen.getByRole('heading', { level: 3 }).textContent()) ?? '';
  // Found again by its name: once added, its Add button gives way to the quantity controls.
  const form = (await chosen.getByText(/^Sent by (post|e-mail)$/).textContent()) ?? '';
  // A product's two forms share its name: the card and every label name the form too.
  const card = cards.filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) }).filter({ hasText: form });
  return { card, name, label: `${name} (${form})` };
}

async function checkInArabic(page: Page, origin: string, path: string, label: string): Promise<void> {
  await checkInLanguage(page, origin, path, label, 'ar');
}

/** The page again in another of the plan's languages, checked by axe, then back in English. */
async function checkInLanguage(page: Page, origin: string, path: string, label: string, language: 'ar' | 'es'): Promise<void> {
  await page.goto(`${origin}${path}?lang=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, `${label}, ${language}`);
  await page.goto(`${origin}${path}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

test('a whole redemption in dollars by keyboard only, each step checked by axe in English and Arabic', async ({ browser, page }) => {
  test.setTimeout(360_000);
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await openRedeemWithBalance(browser, page, HARBOR, 'HARBOR', 50_000);
  await expect(page).toHaveTitle('Redeem rewards | Harbor Health Rewards');
  await expect(page.getByRole('region', { name: 'Your basket' }).getByText(/^Left after this basket: \$[\d,.]+$/)).toBeVisible();
  await expectNoAxeViolations(page, 'redeem, English');
  await checkInArabic(page, HARBOR, '/rewards/redeem', 'redeem');

  const { card, label } = await addableReward(page);
  const add = card.getByRole('button', { name: `Add ${label} to basket` });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(card.getByText('Quantity: 1')).toBeVisible();
  const basket = page.getByRole('region', { name: 'Your basket' });
  await expect(basket.getByText(`${label}, quantity 1`)).toBeVisible();

  await tabTo(page, basket.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await expect(page).toHaveTitle('Confirm your order | Harbor Health Rewards');
  await expect(page.getByText(`${label}, quantity 1`)).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation, English');
  await checkInArabic(page, HARBOR, '/rewards/confirmation', 'confirmation');

  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page.getByText(`${label}, quantity 1`)).toBeVisible();
  await expectNoAxeViolations(page, 'success, English');
  await checkInArabic(page, HARBOR, '/rewards/success', 'success');

  // The order is on the rewards page; the basket starts empty again.
  await tabTo(page, page.getByRole('link', { name: 'See your orders' }));
  await page.keyboard.press('Enter');
  const orders = page.getByRole('region', { name: 'Your orders' });
  await expect(orders.getByRole('listitem').first()).toContainText(`${label}, quantity 1`);
  await page.goto(`${HARBOR}/rewards/redeem`);
  await expect(page.getByRole('region', { name: 'Your basket' }).getByText('Your basket is empty.')).toBeVisible();
});

test("a points programme's redemption reads in points, checked by axe in English and Spanish (the plan's languages)", async ({
  browser,
  page,
}) => {
  test.setTimeout(360_000);
  await signIn(page, MESA, DEMO.robert);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await openRedeemWithBalance(browser, page, MESA, 'MESA', 50_000);
  await expect(page.getByRole('region', { name: 'Your basket' }).getByText(/^Left after this basket: [\d,]+ points$/)).toBeVisible();
  await expectNoAxeViolations(page, 'redeem, points, English');
  await checkInLanguage(page, MESA, '/rewards/redeem', 'redeem, points', 'es');

  const { card, label } = await addableReward(page);
  await expect(card.getByText(/^Price: [\d,]+ points?$/)).toBeVisible();
  await card.getByRole('button', { name: `Add ${label} to basket` }).click();
  await page.getByRole('region', { name: 'Your basket' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await expect(page.getByText(/^Your balance after this order: [\d,]+ points$/)).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation, points, English');
  await checkInLanguage(page, MESA, '/rewards/confirmation', 'confirmation, points', 'es');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed' })).toBeVisible();
  await expectNoAxeViolations(page, 'success, points, English');
  await checkInLanguage(page, MESA, '/rewards/success', 'success, points', 'es');
});

test("the confirmation page refuses an empty basket with the spec's 'Empty cart'", async ({ page }) => {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await page.goto(`${HARBOR}/rewards/confirmation`);
  await expect(page.getByRole('alert')).toContainText('Empty cart');
  await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
});

test('the rewards e-mail verification page, checked by axe in English and Arabic', async ({ page }) => {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await page.goto(`${HARBOR}/rewards/email-verification`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address for rewards' })).toBeVisible();
  await expect(page).toHaveTitle('Verify your e-mail address for rewards | Harbor Health Rewards');
  await expect(page.getByRole('heading', { level: 2, name: /^Step 1 of 2/ })).toBeVisible();
  await expectNoAxeViolations(page, 'e-mail verification, English');
  await checkInArabic(page, HARBOR, '/rewards/email-verification', 'e-mail verification');
});

test("the points how-it-works page, from the rewards page, checked by axe in the plan's languages; a dollars plan has none", async ({
  page,
}) => {
  await signIn(page, MESA, DEMO.robert);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'How points work' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'How points work' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'When your rewards arrive' }).getByText('Digital gift cards: E-mailed within 24 hours.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'how it works, English');
  await checkInLanguage(page, MESA, '/rewards/how-it-works', 'how it works', 'es');

  await signIn(page, HARBOR, DEMO.maria);
  // Signed in only once home shows: leaving the page earlier would cancel the sign-in.
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await page.goto(`${HARBOR}/rewards/how-it-works`);
  await expect(page).toHaveURL(`${HARBOR}/rewards`);
  await expect(page.getByRole('link', { name: 'How points work' })).toHaveCount(0);
});

test('the automatic rewards and reward box pages, each checked by axe in English and Arabic', async ({ page }) => {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  const pages = [
    ['/rewards/auto/splash', 'automatic rewards'],
    ['/rewards/auto/setup', 'automatic rewards set-up'],
    ['/rewards/auto/confirm', 'automatic rewards confirmation'],
    ['/rewards/reward-boxes', 'reward boxes'],
    ['/rewards/reward-boxes/confirmation', 'reward box confirmation'],
    ['/rewards/reward-boxes/success', 'reward box success'],
  ] as const;
  for (const [path, label] of pages) {
    await page.goto(`${HARBOR}${path}`);
    await expect(page).toHaveURL(`${HARBOR}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `${label}, English`);
    await checkInArabic(page, HARBOR, path, label);
  }
});
