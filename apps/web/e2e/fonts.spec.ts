import { expect, test, type Page } from '@playwright/test';
import { HARBOR } from './support';

/** Width of a string drawn in a font stack, in an element the test adds off-screen. */
function textWidth(page: Page, text: string, fontFamily: string): Promise<number> {
  return page.evaluate(
    ([sample, family]) => {
      const probe = document.createElement('span');
      probe.textContent = sample;
      probe.style.cssText = `position:absolute;inset-inline-start:-9999px;font-size:32px;white-space:nowrap;font-family:${family}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    },
    [text, fontFamily] as const,
  );
}

test('a Khmer page fetches the Khmer web font and draws its text with it', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
  });
  await page.goto(`${HARBOR}/login?lang=KM`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect.poll(() => fontFiles.some((file) => /noto-sans-khmer-khmer-wght/.test(file))).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Khmer Variable"', 'ចូល'))).toBe(true);

  // The page's own font stack draws Khmer differently from the same stack without the web font
  // (on a machine without a Khmer font, that one draws empty boxes).
  const pageFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(pageFont).toContain('Noto Sans Khmer Variable');
  const sample = 'សូមស្វាគមន៍មកកាន់គម្រោង';
  const withFont = await textWidth(page, sample, pageFont);
  const withoutFont = await textWidth(page, sample, pageFont.replace(/'Noto Sans Khmer Variable',|"Noto Sans Khmer Variable",/, ''));
  expect(Math.abs(withFont - withoutFont)).toBeGreaterThan(1);
  // Latin text on the same page keeps the system font: no Latin file is fetched for Khmer.
  expect(fontFiles.filter((file) => /latin/.test(file))).toEqual([]);
});

test('an English page fetches no web font', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(request.url());
  });
  await page.goto(`${HARBOR}/login?lang=EN`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fontFiles).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Noto Sans Khmer');
});

test('Armenian and Arabic pages fetch their own script font', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
  });
  await page.goto(`${HARBOR}/login?lang=HY`);
  await expect.poll(() => fontFiles.some((file) => /noto-sans-armenian-armenian/.test(file))).toBe(true);
  await page.goto(`${HARBOR}/login?lang=FA`);
  await expect.poll(() => fontFiles.some((file) => /noto-sans-arabic-arabic/.test(file))).toBe(true);
  expect(fontFiles.some((file) => /khmer/.test(file))).toBe(false);
});
