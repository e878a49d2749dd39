import { expect, test, type Page } from '@playwright/test';
import { HARBOR, expectNoAxeViolations, latestCode } from './support';

/**
 * HARBOR signs in with the demo identity provider (started beside the portal), which vouches
 * for whatever member number is typed and gives an e-mail of its own for it. Sofia and Omar
 * are on the HARBOR roster for these tests only: Sofia registers here, Omar never does.
 */
const SOFIA = { memberNumber: 'HHP100008', email: 'hhp100008@members.demo-plan.example' } as const;
const OMAR = { memberNumber: 'HHP100009' } as const;

/**
 * Starts a single sign-on from the sign-in page. The provider asks for a member number unless
 * this browser is still signed in there; either way the portal page the sign-in ends on is awaited.
 */
async function signInBySso(page: Page, memberNumber: string): Promise<void> {
  await page.goto(`${HARBOR}/login?lang=en`);
  await page.getByRole('link', { name: 'Sign in with your health plan' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/') || landedInPortal(url));
  if (new URL(page.url()).pathname.startsWith('/interaction/')) {
    await page.getByLabel('Member number').fill(memberNumber);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(landedInPortal);
  }
}

/** A portal page the sign-in ends on: past the server's addresses and the hand-off page. */
function landedInPortal(url: URL): boolean {
  return url.origin === HARBOR && !url.pathname.startsWith('/api/') && !['/login', '/sso/complete'].includes(url.pathname);
}

test('a roster member signs in by SSO, registers with an e-mail code, lands home, and next time goes straight home', async ({ page }) => {
  test.setTimeout(120_000);
  await signInBySso(page, SOFIA.memberNumber);
  await expect(page).toHaveURL(`${HARBOR}/register-sso`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
  await expect(page.getByText('Welcome, Sofia.')).toBeVisible();
  // The hand-off never stays in the address bar.
  expect(page.url()).not.toContain('handoff');

  await expect(page.getByRole('heading', { level: 2, name: 'Messages from us' })).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: "Confirm it's you" })).toBeVisible();
  const email = page.getByRole('radio', { name: 'E-mail h***@members.demo-plan.example' });
  await expect(email).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('We sent a code to h***@members.demo-plan.example')).toBeVisible();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify and create my account' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not correct');
  await page.getByLabel('Code').fill(await latestCode(page, SOFIA.email));
  await page.getByRole('button', { name: 'Verify and create my account' }).click();
  await expect(page).toHaveURL(`${HARBOR}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sofia' })).toBeVisible();

  // A new member accepts the plan's agreements and is welcomed once, as after any registration.
  await page.getByRole('dialog', { name: 'Please review our agreements' }).getByRole('button', { name: 'I understand' }).click();
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu for Sofia' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${HARBOR}/login`);

  await signInBySso(page, SOFIA.memberNumber);
  await expect(page).toHaveURL(`${HARBOR}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sofia' })).toBeVisible();
});

test('SSO registration has no axe violations, in English and in Arabic', async ({ page }) => {
  await signInBySso(page, OMAR.memberNumber);
  await expect(page).toHaveURL(`${HARBOR}/register-sso`);
  await expect(page.getByRole('heading', { level: 2, name: 'Messages from us' })).toBeVisible();
  await expectNoAxeViolations(page, 'SSO registration');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "Confirm it's you" })).toBeVisible();
  await expectNoAxeViolations(page, 'SSO registration, where the code goes');

  // Startup: a stored session still waiting for registration is sent back to it.
  await page.goto(`${HARBOR}/account`);
  await expect(page).toHaveURL(`${HARBOR}/register-sso`);
  await page.goto(`${HARBOR}/register-sso?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'أكمل إنشاء حسابك' })).toBeVisible();
  await expectNoAxeViolations(page, 'SSO registration, Arabic');
});

test('a member number on no roster ends on the failure page with its message', async ({ page }) => {
  await signInBySso(page, 'NOT-A-MEMBER-1');
  await expect(page).toHaveURL(`${HARBOR}/login-verify-error?sso=no-member`);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find your membership' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('We could not match your sign-in to a member of Harbor Health Rewards');
  await expectNoAxeViolations(page, 'SSO refused');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(`${HARBOR}/login`);
});
