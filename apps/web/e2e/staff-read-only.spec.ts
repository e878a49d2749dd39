import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_ROUTES } from './screenshot-routes';
import { DEMO_SUPPORT, HARBOR, staffSignIn } from './support';

/**
 * Every page of the member's own area, from the list the screenshot tests keep beside the route
 * table (a unit test fails when a route is missing there), so a new page is walked here too.
 * Public pages (documents, not found) are left out: they show no account and no staff banner.
 */
const MEMBER_PAGES = SCREENSHOT_ROUTES.filter(
  (route) => route.url && !route.url.includes('{') && route.audiences.includes('member') && !route.audiences.includes('guest'),
).map((route) => route.url!);

/**
 * What changes an account: submitting a form, a switch, a box, a choice, a file. A choice or a
 * search marked `data-view-choice` only chooses what to show (whose rewards, which articles), by
 * its address, and stays usable.
 */
const WRITE_CONTROLS =
  'button[type="submit"]:not([data-view-choice]), input[type="checkbox"], input[type="radio"]:not([data-view-choice]), input[type="file"]';

async function viewMariasPortal(page: Page): Promise<void> {
  await staffSignIn(page, DEMO_SUPPORT);
  await page.getByLabel('Name', { exact: true }).fill('lopez');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Lopez, Maria' }).click();
  await page.getByLabel('Reason').fill('Checking what the member sees on each page');
  await page.getByRole('button', { name: 'View the portal' }).click();
  // Opening the view loads the member's area; a busy machine takes its time. The view speaks
  // Maria's saved language, which another test changes for a moment: the walk asks for English.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.goto(`${HARBOR}/?lang=en`);
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
    const address = `${HARBOR}${path}${path.includes('?') ? '&' : '?'}lang=en`;
    await page.goto(address);
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
      if (page.url() !== address) await page.goto(address);
      const button = main.locator('button:enabled').nth(index);
      if (!(await button.isVisible())) continue;
      await button.click();
      await page.waitForTimeout(300);
      await page.keyboard.press('Escape');
    }
    expect(writes, `${path}: requests that change something`).toEqual([]);
  }
});
