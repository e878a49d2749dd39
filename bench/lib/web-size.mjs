// What the sign-in page costs to load: every JavaScript and CSS response, gzipped at level 9.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export async function measureSignInPage(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const assets = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const sizes = await Promise.all(
      assets.map(async (response) => ({
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
      })),
    );
    const largest = sizes.reduce((big, asset) => (asset.gzipBytes > big.gzipBytes ? asset : big), { url: '', gzipBytes: 0 });
    return {
      totalKb: sizes.reduce((sum, asset) => sum + asset.gzipBytes, 0) / 1024,
      files: sizes.length,
      largest: { ...largest, kb: largest.gzipBytes / 1024 },
    };
  } finally {
    await browser.close();
  }
}
