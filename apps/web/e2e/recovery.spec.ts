import { expect, test, type Page } from '@playwright/test';
import { HARBOR, expectNoAxeViolations, latestCode, latestMessage, signIn } from './support';

test.describe.configure({ mode: 'serial' });

const AISHA = { firstName: 'Aisha', lastName: 'Rahman', memberNumber: 'HHP100005', dob: '1992-06-15', email: 'aisha.rahman@example.org' };

async function fillIdentity(page: Page, who = AISHA): Promise<void> {
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Member number').fill(who.memberNumber);
  await page.getByLabel('Date of birth').fill(who.dob);
}

test('a member who forgot their username finds it', async ({ page }) => {
  await page.goto(`${HARBOR}/login`);
  await page.getByRole('link', { name: 'Forgot your username?' }).click();
  await page.getByRole('button', { name: 'Find my username' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectNoAxeViolations(page, 'forgot username, errors');
  await fillIdentity(page);
  await page.getByRole('button', { name: 'Find my username' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We found your account' })).toBeVisible();
  await expect(page.getByText('aisha.rahman', { exact: true })).toBeVisible();
  await page.goto(`${HARBOR}/forgot-email`);
  // Daniel is never registered by these tests (James is, by the registration spec running alongside).
  await fillIdentity(page, { ...AISHA, memberNumber: 'HHP100002', firstName: 'Daniel', lastName: 'Lopez', dob: '1983-09-27' });
  await page.getByRole('button', { name: 'Find my username' }).click();
  await expect(page.getByRole('alert')).toContainText('This member has not registered yet');
});

test('a member resets a forgotten password through the e-mailed link', async ({ page }) => {
  await page.goto(`${HARBOR}/forgot-password`);
  await fillIdentity(page);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText('a***@example.org')).toBeVisible();
  await page.getByRole('button', { name: 'Send it again' }).click();
  await expect(page.getByText('We sent a new link')).toBeVisible();
  const link = /https?:\/\/\S+/.exec(await latestMessage(page, AISHA.email))![0];
  expect(new URL(link).origin).toBe(HARBOR);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill('weak');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Password does not meet requirements')).toBeVisible();
  await expectNoAxeViolations(page, 'reset password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Rahman!2027');
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill('Rahman!2027');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
  // The spent link, opened again, is refused before anything is typed.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This password reset link is no longer valid');
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
  await signIn(page, HARBOR, { username: 'aisha.rahman', password: 'Rahman!2027' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aisha');
});

test('a member turns two-step verification on by e-mail, then off after confirming it is them', async ({ page }) => {
  await signIn(page, HARBOR, { username: 'aisha.rahman', password: 'Rahman!2027' });
  // Leaving before the sign-in answers would abandon it.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aisha');
  await page.goto(`${HARBOR}/account/mfa?lang=en`);
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await page.getByRole('radio', { name: /E-mail/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The code is in the outbox once the page asks for it.
  await expect(page.getByLabel('Code')).toBeVisible();
  await page.getByLabel('Code').fill(await latestCode(page, AISHA.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Turning it on shows the recovery codes once; the member confirms they kept them.
  await expect(page.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeVisible();
  await page.getByLabel('I have saved my recovery codes somewhere safe').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-step verification is on: codes come by E-mail.')).toBeVisible();
  await expectNoAxeViolations(page, 'MFA settings');

  await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByLabel('Code')).toBeVisible();
  await page.getByLabel('Code').fill(await latestCode(page, AISHA.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Two-step verification is off.').first()).toBeVisible();
});
