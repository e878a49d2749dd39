import { expect, test } from '@playwright/test';
import { DEMO, HARBOR, expectNoAxeViolations, signIn } from './support';

test('a member is warned two minutes before the idle sign-out, can stay, and is signed out after 15 idle minutes', async ({ page }) => {
  await page.clock.install();
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await page.clock.fastForward('13:05');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page, 'idle warning');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await page.clock.fastForward('15:10');
  await expect(page).toHaveURL(/\/login/);
  // The reason waits on the sign-in page for the member who comes back, across a reload.
  const reason = page.getByRole('note').filter({ hasText: 'Session expired due to inactivity.' });
  await expect(reason).toBeVisible();
  await page.clock.fastForward('01:00');
  await page.reload();
  await expect(reason).toBeVisible();
  // Signing in again ends it: the next sign-in page does not repeat it.
  await page.getByLabel('Username').fill(DEMO.maria.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.maria.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(reason).toBeHidden();
});

test('the mobile app signs in with the code a signed-in member enters', async ({ page, request }) => {
  const started = await request.post(`${HARBOR}/api/v1/mobile/device-authorization`, { headers: { 'x-client-abbreviation': 'HARBOR' } });
  const { device_code: deviceCode, user_code: userCode } = (await started.json()) as { device_code: string; user_code: string };
  await signIn(page, HARBOR, DEMO.maria);
  await page.getByRole('link', { name: 'Sign in to the mobile app' }).click();
  await expect(page).toHaveURL(`${HARBOR}/mobile-sign-in`);
  await page.getByLabel('Code from the app').fill('ZZZZZZ');
  await page.getByRole('button', { name: 'Sign in the app' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid authorization code');
  await page.getByLabel('Code from the app').fill(userCode.toLowerCase());
  await page.getByRole('button', { name: 'Sign in the app' }).click();
  await expect(page.getByText('Done. The app is signing you in now.')).toBeVisible();
  await expectNoAxeViolations(page, 'mobile sign-in');
  const tokens = await request.post(`${HARBOR}/api/v1/mobile/token`, {
    headers: { 'x-client-abbreviation': 'HARBOR' },
    data: { device_code: deviceCode },
  });
  expect(tokens.status()).toBe(200);
  expect(await tokens.json()).toMatchObject({ member_id: expect.any(Number), jwt: expect.any(String) });
});
