import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  DEMO,
  HARBOR,
  MESA,
  completeRegistration,
  expectNoAxeViolations,
  fillMinorAndGuardian,
  greetNewMember,
  latestCode,
  signIn,
} from './support';

/**
 * Diego is under 18 on the HARBOR roster and no other spec registers him: his guardian
 * registers him here, so these tests change only his data.
 */
const DIEGO = {
  memberNumber: 'HHP100003',
  dob: '2012-09-03',
  email: 'diego.lopez.family@example.org',
  username: 'diego.lopez',
  password: 'Diego#2026',
} as const;

const NEW_EMAIL = 'lopez.household@example.org';
const NEW_PASSWORD = 'Diego#2027';

/** Registers Diego through the registration pages, as his guardian, and ends signed in. */
async function registerDiego(page: Page, agreements: 'first time' | 'accepted before'): Promise<void> {
  await page.goto(`${HARBOR}/register?lang=en`);
  await fillMinorAndGuardian(
    page,
    { firstName: 'Diego', lastName: 'Lopez', memberNumber: DIEGO.memberNumber, dob: DIEGO.dob },
    { firstName: 'Maria', lastName: 'Lopez', dob: '1985-04-12' },
  );
  await page.getByRole('button', { name: 'Next' }).click();

  await completeRegistration(page, {
    email: DIEGO.email,
    phone: '(503) 555-0177',
    address: { street: '1420 NW Lovejoy St', city: 'Portland', state: 'OR', zip: '97209' },
    username: DIEGO.username,
    password: DIEGO.password,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Diego' })).toBeVisible();
  if (agreements === 'accepted before') {
    // Deleting an account keeps the agreements accepted with it.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return;
  }
  await greetNewMember(page);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openAccount(page: Page): Promise<void> {
  await page.goto(`${HARBOR}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
}

/** A saved profile change says so and lands back on the account page. */
async function expectSavedOnAccount(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Saved' }).last()).toBeVisible();
  await expect(page).toHaveURL(`${HARBOR}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
}

test.describe('a member manages their own account', () => {
  test.describe.configure({ mode: 'serial' });

  // One page for the whole story: the session, its remembered device and the data carry on.
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await registerDiego(page, 'first time');
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('the account page shows who the member is and how to reach them', async () => {
    await page.getByRole('button', { name: 'Account menu for Diego' }).click();
    await page.getByRole('menuitem', { name: 'Account Details' }).click();
    await expect(page).toHaveURL(`${HARBOR}/account`);
    await expect(page).toHaveTitle('Account details | Harbor Health Rewards');
    await expect(section(page, 'About you')).toContainText('Diego Lopez');
    await expect(section(page, 'About you')).toContainText(DIEGO.username);
    await expect(section(page, 'E-mail')).toContainText(DIEGO.email);
    await expect(section(page, 'Contact numbers')).toContainText('(503) 555-0177 (primary)');
    await expect(section(page, 'Address')).toContainText('1420 NW Lovejoy St');
    await expect(section(page, 'Sign-in')).toContainText('On.');
    await expectNoAxeViolations(page, 'account details');
  });

  test('contact numbers: a second number of another type becomes primary', async () => {
    await openAccount(page);
    await page.getByRole('link', { name: 'Edit contact numbers' }).click();
    await expect(page).toHaveTitle('Edit contact information | Harbor Health Rewards');
    const numbers = section(page, 'Contact numbers');
    await numbers.getByRole('textbox', { name: 'Second phone number (optional)' }).fill('503-555-0199');
    await numbers.getByRole('combobox', { name: 'Type of the second phone number' }).selectOption('cell');
    await numbers.getByRole('button', { name: 'Save contact numbers' }).click();
    await expect(numbers.getByText('The two phone numbers must be of different types')).toBeVisible();
    await expectNoAxeViolations(page, 'edit contact, with an error');
    await numbers.getByRole('combobox', { name: 'Type of the second phone number' }).selectOption('work');
    await numbers.getByRole('radio', { name: 'The second phone number' }).check();
    await numbers.getByRole('button', { name: 'Save contact numbers' }).click();
    await expectSavedOnAccount(page);
    await expect(section(page, 'Contact numbers')).toContainText('(503) 555-0199 (primary)');
    await expect(section(page, 'Contact numbers')).not.toContainText('(503) 555-0177 (primary)');
  });

  test('e-mail: replacing it takes a code, and the new address is unverified until the code sent to it is entered', async () => {
    await openAccount(page);
    await page.getByRole('link', { name: 'Change e-mail address' }).click();
    const email = section(page, 'E-mail address');
    await email.getByRole('textbox', { name: 'New e-mail address', exact: true }).fill(NEW_EMAIL);
    await email.getByRole('textbox', { name: 'Confirm the new e-mail address' }).fill('lopez.house@example.org');
    await email.getByRole('button', { name: 'Save e-mail address' }).click();
    await expect(email.getByText('The fields must match')).toBeVisible();
    await email.getByRole('textbox', { name: 'Confirm the new e-mail address' }).fill(NEW_EMAIL);
    await email.getByRole('button', { name: 'Save e-mail address' }).click();
    // Reset links and codes go to this address: replacing it takes a code by his MFA channel.
    await expect(email.getByText('To change your e-mail address, please confirm it is you with this code.')).toBeVisible();
    await expectNoAxeViolations(page, 'edit contact, e-mail change code');
    await email.getByRole('textbox', { name: 'Code' }).fill(await latestCode(page, DIEGO.email));
    await email.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectSavedOnAccount(page);

    const addresses = section(page, 'E-mail');
    await expect(addresses).toContainText(NEW_EMAIL);
    await expect(addresses).toContainText('Not verified');
    await addresses.getByRole('button', { name: `Verify ${NEW_EMAIL}` }).click();
    await expect(addresses.getByText('We sent a code to l***@example.org')).toBeVisible();
    await expectNoAxeViolations(page, 'account details, e-mail code');
    await addresses.getByRole('textbox', { name: 'Code' }).fill(await latestCode(page, NEW_EMAIL));
    await addresses.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(addresses.getByText('Verified', { exact: true })).toBeVisible();
    await expect(addresses.getByRole('button', { name: `Verify ${NEW_EMAIL}` })).toHaveCount(0);

    // The address he registered with stays on as the enrollment address, verified the same way.
    await expect(addresses).toContainText(DIEGO.email);
    await addresses.getByRole('button', { name: `Verify ${DIEGO.email}` }).click();
    await addresses.getByRole('textbox', { name: 'Code' }).fill(await latestCode(page, DIEGO.email));
    await addresses.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(addresses.getByRole('button', { name: /^Verify/ })).toHaveCount(0);
    await page.reload();
    await expect(section(page, 'E-mail').getByText('Verified', { exact: true })).toHaveCount(2);
  });

  test('address: checked, saved, and shown', async () => {
    await openAccount(page);
    await page.getByRole('link', { name: 'Edit address' }).click();
    await expect(page).toHaveTitle('Edit address | Harbor Health Rewards');
    await page.getByRole('textbox', { name: 'Street address' }).fill('88 SE Ankeny St');
    await page.getByRole('textbox', { name: 'Apartment, suite (optional)' }).fill('Unit 3');
    await page.getByRole('textbox', { name: 'City' }).fill('Portland');
    await page.getByRole('combobox', { name: 'State' }).selectOption('DC');
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('2000');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The ZIP code must be 5 digits')).toBeVisible();
    await expectNoAxeViolations(page, 'edit address, with an error');
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('20001');
    await page.getByRole('combobox', { name: 'State' }).selectOption('OR');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expectSavedOnAccount(page);
    await expect(section(page, 'Address')).toContainText('88 SE Ankeny St');
    await expect(section(page, 'Address')).toContainText('Unit 3');
    await expect(section(page, 'Address')).toContainText('Portland, OR 20001');
  });

  test("race and ethnicity: from the plan's lists, or prefer not to say", async () => {
    await openAccount(page);
    await expect(section(page, 'Race and ethnicity').getByText('Not provided')).toHaveCount(2);
    await page.getByRole('link', { name: 'Edit race and ethnicity' }).click();
    await page.getByRole('combobox', { name: 'Race' }).selectOption({ label: 'Asian' });
    await page.getByRole('combobox', { name: 'Ethnicity' }).selectOption({ label: 'Hispanic or Latino' });
    await expectNoAxeViolations(page, 'edit race and ethnicity');
    await page.getByRole('button', { name: 'Save race and ethnicity' }).click();
    await expectSavedOnAccount(page);
    await expect(section(page, 'Race and ethnicity')).toContainText('Asian');
    await expect(section(page, 'Race and ethnicity')).toContainText('Hispanic or Latino');

    await page.getByRole('link', { name: 'Edit race and ethnicity' }).click();
    await page.getByRole('combobox', { name: 'Race' }).selectOption({ label: 'Prefer not to say' });
    await page.getByRole('button', { name: 'Save race and ethnicity' }).click();
    await expectSavedOnAccount(page);
    await expect(section(page, 'Race and ethnicity').getByText('Not provided')).toHaveCount(1);
  });

  test('notification settings: switches and the preferred method are saved', async () => {
    await openAccount(page);
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(`${HARBOR}/notification-settings`);
    await expect(page).toHaveTitle('Notification settings | Harbor Health Rewards');
    await expect(page.getByRole('switch', { name: 'Text messages' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Text messages' }).check();
    await page.getByRole('switch', { name: 'Letters by mail' }).check();
    await page.getByRole('radio', { name: 'By text message' }).check();
    await expectNoAxeViolations(page, 'notification settings');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' }).last()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Text messages' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Letters by mail' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'By text message' })).toBeChecked();
  });

  test('every account page reads right to left in Arabic', async () => {
    const pages = ['/account', '/account/edit-contact', '/account/edit-password', '/account/edit-address', '/account/edit-ethnography'];
    for (const [index, path] of [...pages, '/notification-settings'].entries()) {
      await page.goto(`${HARBOR}${path}${index === 0 ? '?lang=ar' : ''}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path}, Arabic`);
    }
    await page.goto(`${HARBOR}/account?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('password: the current one is checked, and the new one signs in', async () => {
    await openAccount(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveTitle('Change password | Harbor Health Rewards');
    await page.getByRole('textbox', { name: 'Current password' }).fill('Wrong#2026');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm the new password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid old password');
    await expectNoAxeViolations(page, 'edit password, with an error');
    await page.getByRole('textbox', { name: 'Current password' }).fill(DIEGO.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectSavedOnAccount(page);

    await page.getByRole('button', { name: 'Account menu for Diego' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await signIn(page, HARBOR, { username: DIEGO.username, password: DIEGO.password });
    await expect(page.getByRole('alert')).toContainText('Invalid credentials');
    await signIn(page, HARBOR, { username: DIEGO.username, password: NEW_PASSWORD });
    // Two-step verification asks for a code, now sent to the verified new address.
    await expect(page.getByLabel('Code')).toBeVisible();
    await page.getByLabel('Code').fill(await latestCode(page, NEW_EMAIL));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Diego' })).toBeVisible();
    await openAccount(page);
    await expect(section(page, 'Sign-in')).toContainText(/Last sign-in\s*\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M \S+/);
  });

  test('deleting the account says what goes and what stays, asks for a code, and the member can register again', async () => {
    test.setTimeout(120_000);
    await openAccount(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('your username and password');
    await expect(dialog).toContainText('Your health plan keeps:');
    await expectNoAxeViolations(page, 'delete account dialog');
    await dialog.getByRole('button', { name: 'Send me a code to confirm' }).click();
    await expect(dialog.getByText('We sent a code to l***@example.org')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Code' }).fill(await latestCode(page, NEW_EMAIL));
    await dialog.getByRole('button', { name: 'Delete my account now' }).click();
    await expect(page).toHaveURL(`${HARBOR}/login`);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    await signIn(page, HARBOR, { username: DIEGO.username, password: NEW_PASSWORD });
    await expect(page.getByRole('alert')).toContainText('Invalid credentials');
    await registerDiego(page, 'accepted before');
    await openAccount(page);
    await expect(section(page, 'About you')).toContainText(DIEGO.username);
    await expect(section(page, 'E-mail')).toContainText(DIEGO.email);
  });
});

test.describe('a plan that keeps the legacy account page and the address itself', () => {
  test('edits other than the password go back to the account page, which says whom to call', async ({ page }) => {
    await signIn(page, MESA, DEMO.robert);
    // HOME is off on this plan: signing in lands on the rewards page.
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    for (const path of ['/account/edit-contact', '/account/edit-address', '/account/edit-ethnography']) {
      await page.goto(`${MESA}${path}`);
      await expect(page).toHaveURL(`${MESA}/account`);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
    await expect(page.getByText('To change your address, please call Mesa Valley Health at 1-888-555-0199.')).toBeVisible();
    await expect(page.getByRole('link', { name: '1-888-555-0199' })).toHaveAttribute('href', 'tel:18885550199');
    for (const name of ['Change e-mail address', 'Edit contact numbers', 'Edit address', 'Edit race and ethnicity']) {
      await expect(page.getByRole('link', { name })).toHaveCount(0);
    }
    await expectNoAxeViolations(page, 'legacy account page');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(`${MESA}/account/edit-password`);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  });
});
