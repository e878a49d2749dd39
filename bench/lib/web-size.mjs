// What the sign-in page costs to load: every JavaScript and CSS response, gzipped at level 9.
// The translation files it fetches (JSON) are counted apart, so the figure beside the budget
// stays the code and styles while the whole download is still shown.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/chromium.mjs';

export async function measureSignInPage(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const assets = [];
    const translations = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push(response);
      else if (new URL(response.url()).pathname.endsWith('.json')) translations.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const gzipped = (responses) =>
      Promise.all(
        responses.map(async (response) => ({
          url: new URL(response.url()).pathname,
          gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
        })),
      );
    const sizes = await gzipped(assets);
    const translationSizes = await gzipped(translations);
    const largest = sizes.reduce((big, asset) => (asset.gzipBytes > big.gzipBytes ? asset : big), { url: '', gzipBytes: 0 });
    return {
      totalKb: sizes.reduce((sum, asset) => sum + asset.gzipBytes, 0) / 1024,
      files: sizes.length,
      largest: { ...largest, kb: largest.gzipBytes / 1024 },
      translations: { kb: translationSizes.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024, files: translationSizes.length },
    };
  } finally {
    await browser.close();
  }
}
