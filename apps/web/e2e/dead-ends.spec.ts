import { expect, test, type Page } from '@playwright/test';
import { DEMO, HARBOR, expectNoAxeViolations, latestMessage, signIn } from './support';

/**
 * Places where a member used to be sent round in circles or told something untrue. Minh's
 * coverage ended on 2026-06-30 (HARBOR's 30 grace days are long over); Daniel is never
 * registered by these tests; Maria is sent reset links here, but none is used.
 */
const MINH = { firstName: 'Minh', lastName: 'Nguyen', memberNumber: 'HHP100006', dob: '1968-01-22' };
const DANIEL = { firstName: 'Daniel', lastName: 'Lopez', memberNumber: 'HHP100002', dob: '1983-09-27' };
const MARIA = { first_name: 'Maria', last_name: 'Lopez', client_member_id: 'HHP100001', dob: '1985-04-12' };

/** The first look after opening a page waits for its chunk: on a busy shared machine that can take a while. */
const OPENED = { timeout: 60_000 };

async function fillIdentity(page: Page, who: typeof MINH): Promise<void> {
  await expect(page.getByLabel('First name')).toBeVisible(OPENED);
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Member number').fill(who.memberNumber);
  await page.getByLabel('Date of birth').fill(who.dob);
}

async function expectCoverageEnded(page: Page): Promise<void> {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your coverage has ended');
  await expect(alert).toContainText('your coverage ended on June 30, 2026');
  await expect(alert.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:18005550134');
}

test('a member whose coverage has ended is told when it ended and whom to call, at registration and at forgot username', async ({
  page,
}) => {
  await page.goto(`${HARBOR}/register`);
  await fillIdentity(page, MINH);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectCoverageEnded(page);
  await expectNoAxeViolations(page, 'registration, coverage ended');

  // Details that do not all match tell nothing more than before.
  await page.getByLabel('Date of birth').fill('1968-01-23');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find a member with these details');

  await page.goto(`${HARBOR}/forgot-username`);
  await fillIdentity(page, MINH);
  await page.getByRole('button', { name: 'Find my username' }).click();
  await expectCoverageEnded(page);
  await expect(page.getByRole('alert')).not.toContainText('Please create an account first');

  // In Persian the date is still the plan's Gregorian one (2026), in Persian digits.
  await page.goto(`${HARBOR}/forgot-username?lang=fa`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa', OPENED);
  await expect(page.locator('input[autocomplete="given-name"]')).toBeVisible(OPENED);
  await page.locator('input[autocomplete="given-name"]').fill(MINH.firstName);
  await page.locator('input[autocomplete="family-name"]').fill(MINH.lastName);
  await page.locator('input[autocapitalize="off"]').fill(MINH.memberNumber);
  await page.locator('input[autocomplete="bday"]').fill(MINH.dob);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert')).toContainText('۲۰۲۶');
});

test('a reset link that no longer works is refused as soon as its page opens', async ({ page }) => {
  const ask = async () => {
    const response = await page.request.post(`${HARBOR}/api/v1/web/member/reset-password`, {
      headers: { 'x-client-abbreviation': 'HARBOR' },
      data: MARIA,
    });
    expect(response.status()).toBe(200);
    return /https?:\/\/\S+/.exec(await latestMessage(page, 'maria.lopez@example.org'))![0];
  };
  const first = await ask();
  // Asking again voids the first link, as using it would.
  const second = await ask();
  expect(second).not.toBe(first);

  await page.goto(first);
  await expect(page.getByRole('alert')).toContainText('This password reset link is no longer valid', OPENED);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);

  // The link that still works opens the form, and looking at it does not use it up.
  await page.goto(second);
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible(OPENED);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible(OPENED);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the sign-in verification page opened directly claims no lock', async ({ page }) => {
  await page.goto(`${HARBOR}/login-verify-error`);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not verify your sign-in' })).toBeVisible(OPENED);
  await expect(page.getByRole('alert')).toHaveText('Your sign-in could not be verified. Please sign in again.');
  await expect(page.getByText(/locked/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(`${HARBOR}/login`);
});

test('a signed-in member on an unknown address keeps the header and menu', async ({ page }) => {
  await page.goto(`${HARBOR}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(OPENED);
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);

  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maria', OPENED);
  await page.goto(`${HARBOR}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(OPENED);
  await expect(page.getByRole('button', { name: 'Account menu for Maria' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expectNoAxeViolations(page, 'not found, signed in');
});

test("registration offers the plan's e-mail, phone and address to confirm", async ({ page }) => {
  await page.goto(`${HARBOR}/register`);
  await fillIdentity(page, DANIEL);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How to reach you' })).toBeVisible();
  await expect(page.getByText('We filled in what your health plan has on file.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue('daniel.lopez@example.org');
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue(/503.*555.*0143/);
  await expect(page.getByLabel('Street address')).toHaveValue('1420 NW Lovejoy St');
  await expect(page.getByLabel('City')).toHaveValue('Portland');
  await expect(page.getByLabel('State')).toHaveValue('OR');
  await expect(page.getByLabel('ZIP code')).toHaveValue('97209');
  // The member may change what the plan has: the edit is kept through the steps.
  await page.getByLabel('E-mail address').fill('daniel@example.net');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Messages from us' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveValue('daniel@example.net');
});
