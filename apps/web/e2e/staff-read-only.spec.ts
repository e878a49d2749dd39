import { expect, test, type Page } from '@playwright/test';
import { DEMO_SUPPORT, HARBOR, staffSignIn } from './support';

/**
 * Every page of the member's portal that exists so far (the areas the header offers before
 * their pages are built have none: decision 0008); a new page joins this list.
 */
const MEMBER_PAGES = [
  '/',
  '/account',
  '/account/edit-password',
  '/account/edit-contact',
  '/account/edit-address',
  '/account/edit-ethnography',
  '/notification-settings',
  '/account/mfa',
  '/mobile-sign-in',
];

/** What changes an account: submitting a form, a switch, a box, a choice, a file. */
const WRITE_CONTROLS = 'button[type="submit"], input[type="checkbox"], input[type="radio"], input[type="file"]';

async function viewMariasPortal(page: Page): Promise<void> {
  await staffSignIn(page, DEMO_SUPPORT);
  await page.getByLabel('Name', { exact: true }).fill('lopez');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Lopez, Maria' }).click();
  await page.getByLabel('Reason').fill('Checking what the member sees on each page');
  await page.getByRole('button', { name: 'View the portal' }).click();
  // Opening the view loads the member's area; a busy machine takes its time.
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible({ timeout: 60_000 });
}

test("in a staff view every page's write controls are disabled, say why, and nothing on the page writes", async ({ page }) => {
  test.setTimeout(600_000);
  await viewMariasPortal(page);
  const banner = page.getByRole('region', { name: "Staff view of a member's portal" });
  await expect(banner).toContainText("Read-only view: staff cannot change a member's account.");

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(request.method())) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  const main = page.locator('main');
  for (const path of MEMBER_PAGES) {
    await page.goto(`${HARBOR}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(banner).toBeVisible();

    const controls = main.locator(WRITE_CONTROLS);
    for (let index = 0; index < (await controls.count()); index += 1) {
      const control = controls.nth(index);
      await expect(control, `${path}: write control ${index}`).toBeDisabled();
      await expect(control, `${path}: write control ${index}`).toHaveAccessibleDescription(/Read-only view/);
    }

    // Whatever else is enabled only shows or hides things: pressing it sends no change.
    const others = main.locator('button:enabled');
    const count = await others.count();
    for (let index = 0; index < count; index += 1) {
      if (page.url() !== `${HARBOR}${path}`) await page.goto(`${HARBOR}${path}`);
      const button = main.locator('button:enabled').nth(index);
      if (!(await button.isVisible())) continue;
      await button.click();
      await page.waitForTimeout(300);
      await page.keyboard.press('Escape');
    }
    expect(writes, `${path}: requests that change something`).toEqual([]);
  }
});
