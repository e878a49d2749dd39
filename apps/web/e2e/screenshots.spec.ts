import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_ROUTES, type Audience } from './screenshot-routes';
import { DEMO, DEMO_ADMIN, HARBOR, signIn, staffSignIn } from './support';

/*
 * What a person sees, compared with the committed reference images (e2e/screenshots/): every
 * route, opened straight from its address (a cold load, so a style another page brings cannot
 * hide a missing one), in English and Arabic, at 1280 and 390 pixels. Refresh the references
 * after a deliberate change with
 *   npx playwright test -c apps/web/playwright.config.ts screenshots --update-snapshots
 */

const WIDTHS = [1280, 390] as const;
const LANGUAGES = ['en', 'ar'] as const;
/**
 * The browser's clock stands still at the run's start, so nothing the page computes from "now"
 * moves while it is compared; it is today, since the server's tokens carry today's times.
 */
const FIXED_NOW = new Date();

/** Lists whose items change by design from one day to the next: "More to read" is shuffled by the day (decision 0046). */
const DAILY_ITEMS = 'section[aria-labelledby="learn-others"] li';

/**
 * Marks what differs between runs and is not the page's design: dates and times (the day the
 * run happens, last sign-in, audit entries: any text or input value with a clock time or a year),
 * the items of a daily list, and anything drawn as a QR code.
 */
async function markMoving(page: Page): Promise<void> {
  await page.evaluate((dailyItems) => {
    const time = /[0-9٠-٩۰-۹]{1,2}[:：][0-9٠-٩۰-۹]{2}/;
    const clock = new RegExp(`${time.source}|(?:19|20|١٩|٢٠|۱۹|۲۰)[0-9٠-٩۰-۹]{2}`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('');
      if (!clock.test(own)) continue;
      element.dataset.moving = '';
      // A date's length changes with the day and a time's with the hour ("May 1, 1:05" and "September
      // 30, 12:45"), and so would the mask drawn over it, or a line that wraps one run and not the
      // next, moving everything below it. While it is compared, the text keeps to one line, and
      // unless it is a block as wide as its container, it takes one width whatever it says.
      const style = getComputedStyle(element);
      const parent = element.parentElement ? getComputedStyle(element.parentElement).display : 'block';
      const fullWidthBlock = style.display === 'block' && !/flex|grid/.test(parent);
      Object.assign(element.style, { whiteSpace: 'nowrap', overflow: 'hidden' });
      if (!fullWidthBlock)
        Object.assign(element.style, {
          display: style.display === 'inline' ? 'inline-block' : style.display,
          width: '24ch',
          maxWidth: '100%',
          flex: 'none',
          verticalAlign: 'bottom',
        });
    }
    for (const item of document.querySelectorAll<HTMLElement>(dailyItems)) {
      item.dataset.moving = '';
      Object.assign(item.style, { height: '7.5rem', overflow: 'hidden' });
    }
    // A form's date that starts on today (a tracker's entry) is the day of the run too.
    for (const input of document.querySelectorAll<HTMLInputElement>('input')) if (clock.test(input.value)) input.dataset.moving = '';
    for (const image of document.querySelectorAll<HTMLElement>('img[src^="data:"], canvas')) image.dataset.moving = '';
  }, DAILY_ITEMS);
}

/** Waits until the page has drawn its content: no spinner, requests done, fonts in. */
async function settled(page: Page): Promise<void> {
  // A page's heading can show before its data (the staff record): what moves is marked once it is there.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

async function compareAtEachWidth(page: Page, name: string): Promise<void> {
  await markMoving(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true, mask: [page.locator('[data-moving]')] });
  }
}

function resolve(url: string, ids: Record<string, string>): string {
  return url.replace(/\{(\w+)\}/g, (_, key: string) => {
    const id = ids[key];
    if (!id) throw new Error(`no ${key} for ${url}`);
    return id;
  });
}

/** Signs in as the audience and reads the ids its addresses need. */
async function signInFor(page: Page, audience: Audience): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  if (audience === 'member') {
    await signIn(page, HARBOR, DEMO.maria);
    await expect(page).toHaveURL(`${HARBOR}/`);
    const disclaimer = await page.locator('footer a[href^="/disclaimers/"]').first().getAttribute('href');
    ids.disclaimer = disclaimer!.split('/').pop()!;
    await page.goto(`${HARBOR}/inbox`);
    const readMessage = await page.getByRole('link', { name: 'Your account is ready' }).getAttribute('href');
    ids.readMessage = readMessage!.split('/').pop()!;
  }
  if (audience === 'staff') {
    await staffSignIn(page, DEMO_ADMIN);
    await page.getByLabel('Name', { exact: true }).fill('lopez');
    const maria = page.getByRole('link', { name: 'Lopez, Maria' });
    // A search sent while the console was still starting up has once gone unanswered: send it again until it is.
    await expect(async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(maria).toBeVisible({ timeout: 15_000 });
    }).toPass({ timeout: 120_000 });
    const record = await maria.getAttribute('href');
    ids.memberId = record!.split('/').pop()!;
  }
  return ids;
}

for (const audience of ['guest', 'member', 'staff'] as const) {
  for (const language of LANGUAGES) {
    test(`every ${audience} page, cold loaded, looks as it did (${language})`, async ({ page }) => {
      // About 45 cold loads and 90 comparisons on a machine shared with the other tests.
      test.setTimeout(720_000);
      await page.clock.setFixedTime(FIXED_NOW);
      const ids = await signInFor(page, audience);
      for (const route of SCREENSHOT_ROUTES) {
        if (!route.url || !route.audiences.includes(audience)) continue;
        const url = resolve(route.url, ids);
        await test.step(url, async () => {
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.goto(`${HARBOR}${url}${url.includes('?') ? '&' : '?'}lang=${language}`);
          await settled(page);
          const name = `${audience}-${language}-${route.path === '*' ? 'not-found' : route.path.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;
          await compareAtEachWidth(page, name);
        });
      }
    });
  }
}

test('the signed-in header fits 320 pixels, and no page scrolls sideways there', async ({ page }) => {
  test.setTimeout(420_000);
  await page.clock.setFixedTime(FIXED_NOW);
  await page.setViewportSize({ width: 320, height: 700 });
  const overflow: string[] = [];
  const check = async (url: string): Promise<void> => {
    await page.goto(`${HARBOR}${url}`);
    await settled(page);
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    if (width > 320) overflow.push(`${url}: ${width}px`);
  };
  for (const route of SCREENSHOT_ROUTES) if (route.url && route.audiences.includes('guest')) await check(resolve(route.url, {}));
  const ids = await signInFor(page, 'member');
  for (const language of LANGUAGES) {
    await page.goto(`${HARBOR}/?lang=${language}`);
    await settled(page);
    await markMoving(page);
    await expect(page).toHaveScreenshot(`member-${language}-home-320.png`, { mask: [page.locator('[data-moving]')] });
  }
  for (const route of SCREENSHOT_ROUTES) if (route.url && route.audiences.includes('member')) await check(resolve(route.url, ids));
  expect(overflow).toEqual([]);
});
