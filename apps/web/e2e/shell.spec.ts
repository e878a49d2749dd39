import { expect, test } from '@playwright/test';
import { DEMO, HARBOR, expectNoAxeViolations, signIn } from './support';

test('a member signs in, sees the header of their plan, switches to Arabic, contacts support and signs out', async ({ page }) => {
  await page.goto(`${HARBOR}/login`);
  await expect(page).toHaveTitle('Sign in | Harbor Health Rewards');
  await expect(page.getByText('Earn up to $250 this year for taking care of your health.')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in, English');

  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await expect(page).toHaveURL(`${HARBOR}/`);
  await expect(page).toHaveTitle('Home | Harbor Health Rewards');

  const navigation = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(navigation.getByRole('link')).toHaveText(['Home', 'Rewards', 'Learn']);
  const header = page.getByRole('banner');
  for (const name of ['Help Center', 'Prescription Record', 'Trackers'])
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inbox, you have unread messages' })).toBeVisible();
  await expectNoAxeViolations(page, 'home, English');

  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expectNoAxeViolations(page, 'home, Arabic');

  await page.locator('footer').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: '1-800-555-0134' })).toBeVisible();
  await expectNoAxeViolations(page, 'contact support, Arabic');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The choice was saved as the member's preference: it holds after a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('combobox').first().selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'Account menu for Maria' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${HARBOR}/login`);
  await page.goto(`${HARBOR}/`);
  await expect(page).toHaveURL(`${HARBOR}/login`);
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto(`${HARBOR}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Harbor Health Rewards');
  await expectNoAxeViolations(page, '404, English');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/login\?nextUrl=|\/login$/);
});

test('a protected page sends a visitor to sign in and back after', async ({ page }) => {
  await page.goto(`${HARBOR}/?utm_source=email`);
  await expect(page).toHaveURL(`${HARBOR}/login?nextUrl=%2F%3Futm_source%3Demail`);
  await page.getByLabel('Username').fill(DEMO.maria.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.maria.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${HARBOR}/?utm_source=email`);
});

test('wrong credentials get one message and the form keeps the username', async ({ page }) => {
  await signIn(page, HARBOR, { username: 'maria.lopez', password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  await expect(page.getByLabel('Username')).toHaveValue('maria.lopez');
  await signIn(page, HARBOR, { username: 'maria lopez', password: 'x' });
  await expect(page.getByText('Spaces are no longer allowed in usernames')).toBeVisible();
});
