// Lighthouse 12 in its default (mobile) configuration, on Debian's chromium, on the sign-in
// page and on home signed in (the session is made through the sign-in form, and kept). Each
// page is audited several times and each score is the median: one run on a busy 2-core machine
// can differ from the next by ten points.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/chromium.mjs';
import { median } from './http-load.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Lighthouse's own trace failures (NO_NAVSTART and the like) ask for another run: up to three in all. */
const ATTEMPTS = 3;

async function auditedReport(page, url) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true }, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  }
}

async function audit(page, url) {
  const { categories, audits } = await auditedReport(page, url);
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  const metric = (id) => Math.round(audits[id]?.numericValue ?? 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    failing,
    metrics: { fcpMs: metric('first-contentful-paint'), lcpMs: metric('largest-contentful-paint'), tbtMs: metric('total-blocking-time') },
  };
}

/** The median of each score and metric over the runs; the audits that failed in any run. */
function summarise(runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    metrics: { fcpMs: of((run) => run.metrics.fcpMs), lcpMs: of((run) => run.metrics.lcpMs), tbtMs: of((run) => run.metrics.tbtMs) },
    runs: runs.map((run) => run.performance),
  };
}

async function signIn(page, { origin, username, password }) {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction("location.pathname === '/'", { timeout: 20_000 });
  await page.waitForSelector('h1');
}

export async function measureLighthouse({ origin, username, password, runs }) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    const signInRuns = [];
    for (let run = 0; run < runs; run += 1) signInRuns.push(await audit(page, `${origin}/login`));
    await signIn(page, { origin, username, password });
    const homeRuns = [];
    for (let run = 0; run < runs; run += 1) homeRuns.push(await audit(page, `${origin}/`));
    return { signInPage: summarise(signInRuns), home: summarise(homeRuns) };
  } finally {
    await browser.close();
  }
}
