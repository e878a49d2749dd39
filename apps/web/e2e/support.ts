import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const PORT = process.env.E2E_PORT ?? '4173';
export const HARBOR = `http://localhost:${PORT}`;
export const MESA = `http://mesa.localhost:${PORT}`;

export const DEMO = {
  maria: { username: 'maria.lopez', password: 'Harbor!2026' },
  robert: { username: 'robert.chen', password: 'Mesa!2026' },
} as const;

/** axe finds no WCAG 2.2 A/AA violation on what the page shows now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

export async function signIn(
  page: Page,
  origin: string,
  credentials: { username: string; password: string },
  path = '/login',
): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The latest messages the portal "sent" to an address, newest first (the server runs with DEV_OUTBOX=on). */
export async function messagesTo(page: Page, destination: string, origin = HARBOR): Promise<{ id: number; body: string }[]> {
  // The API picks the plan by header; Node (unlike the browser) cannot resolve mesa.localhost.
  const response = await page.request.get(`${HARBOR}/api/dev/outbox?destination=${encodeURIComponent(destination)}`, {
    headers: { 'x-client-abbreviation': origin === MESA ? 'MESA' : 'HARBOR' },
  });
  const { messages } = (await response.json()) as { messages: { id: number; body: string }[] };
  return messages;
}

/** The newest message to each address (and plan) this worker has read: the next read waits for a newer one. */
const lastRead = new Map<string, number>();

/**
 * The newest message the portal "sent" to an address that this worker has not read yet (or, with
 * `after`, newer than that message id), and that matches `wanted`. A message is queued
 * after the call that sends it has answered, so on a busy machine the page can move on before it
 * is there; reading whatever is newest could give an earlier code.
 */
export async function latestMessage(page: Page, destination: string, origin = HARBOR, after?: number, wanted?: RegExp): Promise<string> {
  const key = `${origin} ${destination}`;
  const read = after ?? lastRead.get(key) ?? 0;
  let newest: { id: number; body: string } | undefined;
  await expect
    .poll(
      async () => {
        [newest] = await messagesTo(page, destination, origin);
        return newest !== undefined && newest.id > read && (wanted === undefined || wanted.test(newest.body));
      },
      { message: `nothing new was sent to ${destination}`, timeout: 30_000 },
    )
    .toBe(true);
  lastRead.set(key, newest!.id);
  return newest!.body;
}

export async function latestCode(page: Page, destination: string, origin = HARBOR, after?: number): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await latestMessage(page, destination, origin, after, /\b\d{6}\b/))?.[1];
  if (!code) throw new Error(`no code in the message to ${destination}`);
  return code;
}

/** What registration asks after step 1, in English. */
export interface NewAccount {
  readonly email: string;
  readonly phone: string;
  readonly address: { readonly street: string; readonly city: string; readonly state: string; readonly zip: string };
  readonly username: string;
  readonly password: string;
}

/**
 * Registration from the contact step (step 1 passed) to the account, by e-mail code, choosing
 * no SMS; ends when the code is sent to be verified.
 */
export async function completeRegistration(page: Page, account: NewAccount): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'How to reach you' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(account.phone);
  await page.getByLabel('Street address').fill(account.address.street);
  await page.getByLabel('City').fill(account.address.city);
  await page.getByLabel('State').selectOption(account.address.state);
  await page.getByLabel('ZIP code').fill(account.address.zip);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Messages from us' })).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Username and password' })).toBeVisible();
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Sign-in security' })).toBeVisible();
  await page.getByRole('radio', { name: /E-mail/ }).check();
  // A member registering again has older codes at this address: the one to use is the next.
  const sentBefore = (await messagesTo(page, account.email))[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Code')).toBeVisible();
  await page.getByLabel('Code').fill(await latestCode(page, account.email, HARBOR, sentBefore));
  await page.getByRole('button', { name: 'Verify and create my account' }).click();
}

interface Person {
  readonly firstName: string;
  readonly lastName: string;
  readonly dob: string;
}

/** Step 1 of registration, in English, for a member under 18 registered by their guardian. */
export async function fillMinorAndGuardian(page: Page, member: Person & { memberNumber: string }, guardian: Person): Promise<void> {
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Member number').fill(member.memberNumber);
  await page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill(member.dob);
  await page.getByLabel('I am the legal guardian').check();
  await page.getByLabel("Guardian's first name").fill(guardian.firstName);
  await page.getByLabel("Guardian's last name").fill(guardian.lastName);
  await page.getByLabel("Guardian's date of birth").fill(guardian.dob);
}

/** Decision 0015: registering accepts no agreement, so a new member meets the plan's agreements, then the welcome. */
export async function greetNewMember(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Please review our agreements' }).getByRole('button', { name: 'I understand' }).click();
  await page
    .getByRole('dialog', { name: /^Welcome to Harbor Health Rewards/ })
    .getByRole('button', { name: 'Get started' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The demo's staff accounts (apps/server/seed/demo-accounts.json). */
export const DEMO_SUPPORT = { username: 'demo.support', password: 'Staff!2026', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };
export const DEMO_ADMIN = { username: 'demo.admin', password: 'Staff!2026', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' };

function currentCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

/**
 * Signs a demo staff account in. A code's time step is accepted once, and specs run side by
 * side: when another spec has just spent this step's code, the next step's code is used (a
 * spec that signs staff in test after test can take two steps in a row from another).
 */
export async function staffSignIn(page: Page, account = DEMO_SUPPORT, path = '/staff'): Promise<void> {
  await page.goto(`${HARBOR}${path}`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  for (let attempt = 1; ; attempt += 1) {
    await page.getByLabel('Authenticator code').fill(currentCode(account.totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'The username, password or code is not right' });
    const heading = page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Staff sign-in' });
    await expect(heading.or(refused).first()).toBeVisible();
    // Only a refusal (a code already used in this window by another test) is tried again in the next window;
    // a page still settling after the sign-in is waited for below.
    if ((await refused.count()) === 0 || attempt === 4) break;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Staff sign-in');
}

/** A styled checkbox or radio is a small box; without its CSS the input stretches across the form. */
export async function expectSmallControl(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box, 'the control is drawn').not.toBeNull();
  expect(box!.width).toBeLessThan(40);
  expect(box!.height).toBeLessThan(40);
}

/** The staff console keeps its token in the tab's session storage (lib/staff-session-store.ts). */
export async function staffToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.endsWith('staff-session'));
    return key ? sessionStorage.getItem(key) : null;
  });
  if (!stored) throw new Error('no staff session in the tab');
  return (JSON.parse(stored) as { jwt: string }).jwt;
}

/** Saves the signed-in member's language through the API, with the session the page holds. */
export async function savePreferredLanguage(page: Page, languageCd: string): Promise<void> {
  const status = await page.evaluate(async (language) => {
    const key = Object.keys(localStorage).find((candidate) => candidate.endsWith(':session'));
    const { jwt } = JSON.parse(localStorage.getItem(key!)!) as { jwt: string };
    const response = await fetch('/api/v1/web/member/preferred-language', {
      method: 'PUT',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', 'x-client-abbreviation': 'HARBOR' },
      body: JSON.stringify({ language_cd: language }),
    });
    return response.status;
  }, languageCd);
  expect(status).toBe(200);
}
