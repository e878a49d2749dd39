import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, HARBOR, expectNoAxeViolations, staffSignIn } from './support';

test('the staff sign-in asks for a password and an authenticator code, in English and in Arabic', async ({ page }) => {
  await page.goto(`${HARBOR}/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The 6-digit code from your authenticator app').first()).toBeVisible();
  await page.getByLabel('Username').fill('demo.support');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByLabel('Authenticator code').fill('123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The username, password or code is not right');
  await expectNoAxeViolations(page, 'staff sign-in, English');

  await page.goto(`${HARBOR}/staff?lang=AR`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Staff sign-in');
  await expectNoAxeViolations(page, 'staff sign-in, Arabic');
});

test('support staff find a member, give a reason, view the portal read-only under a banner, and leave', async ({ page }) => {
  await staffSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a member' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'staff search, English');

  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a member number, a name or a birth date.');
  await page.getByLabel('Name', { exact: true }).fill('lopez');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toContainText('Members found');
  await page.getByRole('link', { name: 'Lopez, Maria' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Member record' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'maria.lopez@example.org' })).toBeVisible();
  await expectNoAxeViolations(page, 'member record, English');

  await page.getByRole('button', { name: 'View the portal' }).click();
  await expect(page.getByText('Give a reason of at least 10 characters.')).toBeVisible();
  await page.getByLabel('Reason').fill('Member called about a missing reward');
  await page.getByRole('button', { name: 'View the portal' }).click();

  const banner = page.getByRole('region', { name: "Staff view of a member's portal" });
  await expect(banner).toContainText('Viewing the member portal for Maria Lopez');
  await expect(banner).toContainText('maria.lopez@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
  await expectNoAxeViolations(page, 'member portal viewed by staff, English');

  // A change the member could make is refused by the server while staff view the portal.
  const refused = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith(':session')) ?? '';
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { jwt?: string };
    const response = await fetch('/api/v1/web/member/preferred-language', {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.jwt ?? ''}`, 'content-type': 'application/json', 'x-client-abbreviation': 'HARBOR' },
      body: JSON.stringify({ language_cd: 'ES' }),
    });
    return { status: response.status, body: (await response.json()) as { error?: { code?: string } } };
  });
  expect(refused).toMatchObject({ status: 403, body: { error: { code: 'IMPERSONATION_READ_ONLY' } } });

  await banner.getByRole('button', { name: "Leave the member's portal" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member record' })).toBeVisible();

  // The console in Arabic: the staff session holds in this tab.
  await page.goto(`${page.url()}?lang=AR`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('cell', { name: 'maria.lopez@example.org' })).toBeVisible();
  await expectNoAxeViolations(page, 'member record, Arabic');
  await page.goto(`${HARBOR}/staff?lang=AR`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Find a member');
  await expectNoAxeViolations(page, 'staff search, Arabic');

  await page.goto(`${HARBOR}/?lang=EN`);
  await expect(page).toHaveURL(/\/login/);
});

test('an administrator reads the audit log, exports it as CSV, and sees the staff accounts', async ({ page }) => {
  await staffSignIn(page, DEMO_ADMIN, '/staff/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('button', { name: 'Show events' }).click();
  const events = page.getByRole('region', { name: 'Audit events' });
  await expect(events.getByRole('cell', { name: 'STAFF_SIGN_IN' }).first()).toBeVisible();
  await expect(events.getByRole('cell', { name: 'demo.admin' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'audit log, English');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('audit-events.csv');

  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'demo.support', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable Dana Support' })).toBeVisible();
  await expectNoAxeViolations(page, 'staff accounts, English');
});
