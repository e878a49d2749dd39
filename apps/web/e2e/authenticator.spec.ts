import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { HARBOR, MESA, expectSmallControl, latestCode, signIn } from './support';

test.describe.configure({ mode: 'serial' });

// Linda is on MESA's roster and registered by no other spec.
const LINDA = {
  clientMemberId: 'MV-20002',
  firstName: 'Linda',
  lastName: 'Garcia',
  dob: '1990-08-19',
  email: 'linda.garcia@example.org',
  username: 'linda.garcia',
  password: 'Garcia#2026',
};
const MESA_HEADERS = { 'x-client-abbreviation': 'MESA' };
const STEP_MS = 30_000;

/** The code an authenticator app shows for a secret at an instant. */
const codeAt = (secret: string, instant: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: instant });

/** The recovery codes of the last set shown; the second test signs in with them. */
let recoveryCodes: string[] = [];

/**
 * Registration by the API, as the registration spec does it by the pages: only the account is
 * needed here. The API picks the plan by header, so the calls go to localhost.
 */
async function registerLinda(request: APIRequestContext, page: Page): Promise<void> {
  const query = new URLSearchParams({
    firstName: LINDA.firstName,
    lastName: LINDA.lastName,
    dob: LINDA.dob,
    clientMemberId: LINDA.clientMemberId,
  });
  const eligible = await request.get(`${HARBOR}/api/v2/web/member/eligible/?${query.toString()}`, { headers: MESA_HEADERS });
  expect(eligible.status()).toBe(200);
  const bearer = { ...MESA_HEADERS, authorization: `Bearer ${((await eligible.json()) as { token: string }).token}` };
  const sent = await request.post(`${HARBOR}/api/v4/web/member/mfa/registration-code`, {
    headers: bearer,
    data: { mfa_preference: 'EMAIL', destination: LINDA.email },
  });
  expect(sent.status()).toBe(200);
  const verified = await request.put(`${HARBOR}/api/v4/web/member/mfa/verify-registration-code`, {
    headers: bearer,
    data: { totp: await latestCode(page, LINDA.email, MESA) },
  });
  expect(verified.status()).toBe(200);
  const registered = await request.post(`${HARBOR}/api/v5/web/member/register`, {
    headers: bearer,
    data: {
      client_member_id: LINDA.clientMemberId,
      first_name: LINDA.firstName,
      last_name: LINDA.lastName,
      dob: LINDA.dob,
      username: LINDA.username,
      password: LINDA.password,
      communication_preferences: { email: true, sms: false, phone: false, mail: false, preferred_method: 'EMAIL' },
      sms_opt_in: false,
      guardian: null,
      mfa_preference: 'EMAIL',
      preferred_language_cd: 'EN',
      remember_token: ((await verified.json()) as { remember_token: string }).remember_token,
      contact: {
        email: LINDA.email,
        phones: [{ number: '(480) 555-0172', type: 'cell' }],
        address: { street_addr1: '145 W Main St', street_addr2: null, city: 'Mesa', state: 'AZ', zip: '85201' },
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
}

/** Signs in up to the second step; for e-mail codes, enters the one sent. */
async function signInToSecondStep(page: Page): Promise<void> {
  await signIn(page, MESA, { username: LINDA.username, password: LINDA.password });
  await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible({ timeout: 30_000 });
}

/** Waits, if needed, for a fresh 30-second step, so what follows stays within the steps either side. */
async function startOfAStep(page: Page): Promise<number> {
  const into = Date.now() % STEP_MS;
  if (into > 10_000) await page.waitForTimeout(STEP_MS - into + 200);
  return Date.now();
}

async function enrolAuthenticator(page: Page, codeFor: (secret: string) => string): Promise<string> {
  await page.getByRole('radio', { name: /Authenticator app/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = ((await page.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  return secret;
}

async function saveShownRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list).toBeVisible();
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await page.getByLabel('I have saved my recovery codes somewhere safe').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(list).toBeHidden();
  return codes;
}

test('the authenticator app turned off and on again with a new key within one 30 seconds takes the new code', async ({ page, request }) => {
  await registerLinda(request, page);
  await signInToSecondStep(page);
  await page.getByLabel('Code').fill(await latestCode(page, LINDA.email, MESA));
  await page.getByRole('button', { name: 'Verify' }).click();
  // A new member accepts the plan's agreements first (decision 0015), and may be welcomed.
  await page.getByRole('dialog').getByRole('button', { name: 'I understand' }).click();
  const welcome = page.getByRole('dialog').getByRole('button', { name: 'Get started' });
  // MESA has HOME off: the member lands on the rewards page.
  const home = page.getByRole('heading', { level: 1, name: 'Rewards' });
  await expect(welcome.or(home)).toBeVisible();
  if (await welcome.isVisible()) await welcome.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${MESA}/account/mfa`);
  // Codes by e-mail: the button sends one, and it arrives.
  await page.getByRole('button', { name: 'Change how I get codes' }).click();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(/We sent a code to/)).toBeVisible();
  await page.getByLabel('Code').fill(await latestCode(page, LINDA.email, MESA));
  await page.getByRole('button', { name: 'Verify' }).click();

  const start = await startOfAStep(page);
  const first = await enrolAuthenticator(page, (secret) => codeAt(secret, start));
  await expect(page.getByText('Two-step verification is on: codes come by Authenticator app.')).toBeVisible();

  // Turning it off asks for the app's code, with nothing to send.
  await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
  await expect(page.getByText(/enter the 6-digit code your authenticator app shows/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a code' })).toHaveCount(0);
  await page.getByLabel('Code').fill(codeAt(first, start + STEP_MS));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Two-step verification is off.', { exact: true }).first()).toBeVisible();

  // On again with a new key: its code for the step the first key's code used is taken.
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  const second = await enrolAuthenticator(page, (secret) => codeAt(secret, start));
  expect(second).not.toBe(first);
  recoveryCodes = await saveShownRecoveryCodes(page);
  await expect(page.getByText('Two-step verification is on: codes come by Authenticator app.')).toBeVisible();
  await expect(page.getByText('Unused recovery codes: 10')).toBeVisible();
});

test('a recovery code shown when two-step verification was turned on signs in once', async ({ browser }) => {
  expect(recoveryCodes).toHaveLength(10);
  const first = await browser.newPage();
  await signInToSecondStep(first);
  // The code step arrives with its own code after a cold load of /login: its box keeps its styles.
  await expectSmallControl(first.getByRole('checkbox', { name: /Remember this device/ }));
  await first.getByRole('button', { name: 'Use a recovery code' }).click();
  await first.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await first.getByRole('button', { name: 'Verify' }).click();
  // Signed in: the header carries the member's menu (the home page may still be loading its parts).
  await expect(first.getByRole('button', { name: 'Account menu for Linda' })).toBeVisible({ timeout: 30_000 });
  await first.goto(`${MESA}/account/mfa`);
  // A cold load of the page's code on a busy machine can take a while.
  await expect(first.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible({ timeout: 30_000 });
  await expect(first.getByText('Unused recovery codes: 9')).toBeVisible();
  await first.close();

  const again = await browser.newPage();
  await signInToSecondStep(again);
  await again.getByRole('button', { name: 'Use a recovery code' }).click();
  await again.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(again.getByRole('alert')).toContainText('The code is not correct');
  await expect(again.getByRole('button', { name: 'Account menu for Linda' })).toHaveCount(0);
  await again.close();
});
