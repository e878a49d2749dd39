import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HARBOR, expectNoAxeViolations, latestCode, savePreferredLanguage, signIn } from './support';

test.describe.configure({ mode: 'serial' });

const JAMES = { username: 'james.carter', password: 'Carter#2026', email: 'james.carter@example.org' };

interface AgreementTexts {
  readonly updated: { firstTitle: string; accept: string };
  readonly welcome: { title: string };
}

function arabicAgreementTexts(): AgreementTexts {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/locales/ar/agreements.json'), 'utf8')) as AgreementTexts;
}

test('an eligible member registers step by step and is signed in', async ({ page }) => {
  await page.goto(`${HARBOR}/login`);
  await page.getByRole('link', { name: 'Create your account' }).click();
  await expect(page).toHaveURL(`${HARBOR}/register`);
  await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  await expectNoAxeViolations(page, 'registration, about you');

  // A member number in the wrong case is not found: member numbers are case sensitive.
  await page.getByLabel('First name').fill('James');
  await page.getByLabel('Last name').fill('Carter');
  await page.getByLabel('Member number').fill('hhp100004');
  await page.getByLabel('Date of birth').fill('1979-11-30');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find a member with these details');
  await page.getByLabel('Member number').fill('HHP100004');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'How to reach you' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(JAMES.email);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('(503) 555-0188');
  await page.getByLabel('Street address').fill('88 SE Ankeny St');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('ZIP code').fill('9721');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The ZIP code must be 5 digits')).toBeVisible();
  await page.getByLabel('ZIP code').fill('97214');
  await expectNoAxeViolations(page, 'registration, contact, with an error');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Messages from us' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please choose whether we may send you text messages')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Username and password' })).toBeVisible();
  await page.getByLabel('Username').fill('maria.lopez');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(JAMES.password);
  await page.getByLabel('Confirm password').fill(JAMES.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This username is already taken')).toBeVisible();
  await page.getByLabel('Username').fill(JAMES.username);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Sign-in security' })).toBeVisible();
  await page.getByRole('radio', { name: /E-mail/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('We sent a code to j***@example.org')).toBeVisible();
  await expectNoAxeViolations(page, 'registration, code');
  await page.getByLabel('Code').fill(await latestCode(page, JAMES.email));
  await page.getByRole('button', { name: 'Verify and create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, James' })).toBeVisible();

  // A new member is asked for the plan's privacy and terms agreements, then welcomed once.
  const agreements = page.getByRole('dialog', { name: 'Please review our agreements' });
  await expect(agreements).toBeVisible();
  await expect(agreements.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', '/public/privacy-document/privacy-policy');
  await page.keyboard.press('Escape');
  await expect(agreements).toBeVisible();
  await expectNoAxeViolations(page, 'agreements for a new member');

  // The same modals in Arabic, read right to left.
  await savePreferredLanguage(page, 'AR');
  await page.reload();
  const arabic = arabicAgreementTexts();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('dialog', { name: arabic.updated.firstTitle })).toBeVisible();
  await expectNoAxeViolations(page, 'agreements for a new member, Arabic');
  await page.getByRole('button', { name: arabic.updated.accept }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(arabic.welcome.title.split('{{')[0]!) })).toBeVisible();
  await expectNoAxeViolations(page, 'welcome, Arabic');
  await savePreferredLanguage(page, 'EN');
  await page.reload();

  const welcome = page.getByRole('dialog', { name: 'Welcome to Harbor Health Rewards, James!' });
  await expect(welcome).toContainText('Complete health actions to earn');
  await expectNoAxeViolations(page, 'welcome');
  await welcome.getByRole('button', { name: 'Get started' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, James' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a member with MFA signs in with a code, and a remembered device skips it next time', async ({ page }) => {
  await signIn(page, HARBOR, JAMES);
  await expect(page.getByRole('heading', { level: 2, name: "Confirm it's you" })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in code');
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not correct');
  await page.getByLabel('Code').fill(await latestCode(page, JAMES.email));
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, James' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for James' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, HARBOR, JAMES);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, James' })).toBeVisible();
});

test('the registration pages read right to left in Arabic', async ({ page }) => {
  await page.goto(`${HARBOR}/register?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, 'registration, Arabic');
});
