import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  HARBOR,
  completeRegistration,
  expectNoAxeViolations,
  greetNewMember,
  latestCode,
  latestMessage,
  savePreferredLanguage,
  signIn,
  staffSignIn,
  staffToken,
} from './support';

test.describe.configure({ mode: 'serial' });

/** A member no other spec uses: the HRA changes what her health actions and rewards show. */
const NADIA = {
  firstName: 'Nadia',
  lastName: 'Petrova',
  memberNumber: 'HHP100011',
  dob: '1988-05-21',
  email: 'nadia.petrova@example.org',
  phone: '(503) 555-0190',
  address: { street: '905 SE Hawthorne Blvd', city: 'Portland', state: 'OR', zip: '97214' },
  username: 'nadia.petrova',
  password: 'Nadia#Petrova2026',
} as const;

/** What a number box gets, by its question's words; anything else gets 3. */
const NUMBER_ANSWERS: readonly [RegExp, string][] = [
  [/minutes/i, '200'],
  [/hours/i, '7'],
  [/weight|pounds/i, '150'],
  [/height: feet/i, '5'],
  [/height: inches/i, '6'],
  [/top number|systolic/i, '118'],
  [/bottom number|diastolic/i, '76'],
];

interface Focused {
  readonly tag: string;
  readonly type: string;
  readonly text: string;
  readonly label: string;
  readonly value: string;
  readonly groupAnswered: boolean;
  /** The range under a number box ("From 0 to 7"). */
  readonly range: readonly [number, number] | null;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element) return { tag: '', type: '', text: '', label: '', value: '', groupAnswered: false, range: null };
    const labelledBy = element.getAttribute('aria-labelledby');
    const group = element.closest('[role="radiogroup"], [role="group"], fieldset');
    const label =
      element.getAttribute('aria-label') ??
      element.labels?.[0]?.textContent ??
      (labelledBy ? document.getElementById(labelledBy.split(' ')[0]!)?.textContent : null) ??
      group?.querySelector('legend')?.textContent ??
      '';
    const described = (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const bounds = /From (\d+) to (\d+)/.exec(described);
    const checkable = element.type === 'radio' || element.type === 'checkbox';
    const groupAnswered = checkable && (group ?? document).querySelector('input:checked') !== null;
    return {
      tag: element.tagName,
      type: element.type ?? '',
      text: element.textContent?.trim() ?? '',
      label,
      value: element.value ?? '',
      groupAnswered,
      range: bounds ? ([Number(bounds[1]), Number(bounds[2])] as const) : null,
    };
  });
}

/**
 * Answers the page on screen with the keyboard alone, as a member who never touches a mouse:
 * Tab from the page's heading through its questions, Space on the first answer of each choice,
 * a plausible number in each number box, then Enter on Next (or Finish).
 */
async function answerPageByKeyboard(page: Page): Promise<void> {
  for (let presses = 0; presses < 300; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.tag === 'BUTTON' && /^(Next|Finish)$/.test(now.text)) {
      await page.keyboard.press('Enter');
      return;
    }
    if ((now.type === 'radio' || now.type === 'checkbox') && !now.groupAnswered) await page.keyboard.press('Space');
    else if (now.tag === 'SELECT') await page.keyboard.press('ArrowDown');
    else if (now.tag === 'TEXTAREA' && now.value === '') await page.keyboard.type('Walking with my sister.');
    else if (now.tag === 'INPUT' && ['text', 'number', 'tel'].includes(now.type) && now.value === '') {
      const wanted = Number(NUMBER_ANSWERS.find(([words]) => words.test(now.label))?.[1] ?? '3');
      const [min, max] = now.range ?? [wanted, wanted];
      await page.keyboard.type(String(Math.min(max, Math.max(min, wanted))));
    }
  }
  throw new Error('no Next or Finish button was reached by Tab');
}

const pageCounter = (page: Page) => page.getByText(/^Page \d+ of \d+$/);

/**
 * Answers page after page by keyboard until `end` shows. Each page waits for the next one: the
 * page just answered stays on screen while Finish is sent.
 */
async function answerToTheEnd(page: Page, end: Locator): Promise<void> {
  await page.locator('main h2, main h3').first().focus();
  for (let pages = 0; pages < 12 && (await pageCounter(page).count()) > 0; pages += 1) {
    const answered = (await pageCounter(page).textContent()) ?? '';
    await answerPageByKeyboard(page);
    await expect(pageCounter(page).filter({ hasNotText: answered }).or(end)).toBeVisible();
    if ((await pageCounter(page).count()) > 0) await page.locator('main h2, main h3').first().focus();
  }
  await expect(end).toBeVisible();
}

async function currentPage(page: Page): Promise<number> {
  const words = await pageCounter(page).textContent();
  return Number(/Page (\d+)/.exec(words ?? '')?.[1]);
}

/** A text of the plan feedback survey as the demo's document words it in one language. */
function surveyTextIn(language: string, key: string): string {
  const file = path.join(import.meta.dirname, `../../server/seed/questionnaires/source/mock-cahps/text.${language}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key]!;
}

/** The runner's Arabic words, and the HRA's own exit title, as the member reads them. */
function arabicQuestionnaireWords(): { actions: Record<'retake' | 'saveAndExit' | 'continue', string>; hraExitTitle: string } {
  const read = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Record<string, unknown>;
  const runner = read('../src/locales/ar/questionnaires.json') as { actions: Record<'retake' | 'saveAndExit' | 'continue', string> };
  const hra = read('../../server/seed/questionnaires/source/hra/text.ar.json') as Record<string, string>;
  return { actions: runner.actions, hraExitTitle: hra['screen.exit.title']! };
}

async function signInNadia(page: Page): Promise<void> {
  await signIn(page, HARBOR, NADIA);
  await expect(page.getByLabel('Code')).toBeVisible();
  await page.getByLabel('Code').fill(await latestCode(page, NADIA.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Nadia' })).toBeVisible();
}

test('a new member answers half the health risk assessment by keyboard and saves it for later', async ({ page }) => {
  await page.goto(`${HARBOR}/register`);
  await page.getByLabel('First name').fill(NADIA.firstName);
  await page.getByLabel('Last name').fill(NADIA.lastName);
  await page.getByLabel('Member number').fill(NADIA.memberNumber);
  await page.getByLabel('Date of birth').fill(NADIA.dob);
  await page.getByRole('button', { name: 'Next' }).click();
  await completeRegistration(page, NADIA);
  await greetNewMember(page);

  await page.goto(`${HARBOR}/health-actions/hra`);
  await expect(pageCounter(page)).toHaveText(/^Page 1 of \d+$/);
  await expect(page.getByRole('heading', { name: 'General health' })).toBeFocused();
  await expectNoAxeViolations(page, 'HRA, a page of questions');

  // Next with nothing answered: the page says what is missing and keeps the member on it.
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('This question must be answered').first()).toBeVisible();
  await expect(pageCounter(page)).toHaveText(/^Page 1 of/);

  await page.getByRole('heading', { name: 'General health' }).focus();
  for (let expected = 2; expected <= 4; expected += 1) {
    await answerPageByKeyboard(page);
    await expect(pageCounter(page)).toHaveText(new RegExp(`^Page ${expected} of`));
  }
  await page.getByRole('button', { name: 'Save and exit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Take a break?' })).toBeVisible();
  await expectNoAxeViolations(page, 'HRA, saved for later');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('she comes back after signing in again, finishes by keyboard and reads her results and risks', async ({ page }) => {
  await signInNadia(page);
  await page.goto(`${HARBOR}/health-actions/hra`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expectNoAxeViolations(page, 'HRA, welcome back');
  await page.getByRole('button', { name: 'Continue where you left off' }).focus();
  await page.keyboard.press('Enter');
  // Her answers were kept: she continues on the page after the last one she answered.
  expect(await currentPage(page)).toBeGreaterThanOrEqual(4);

  await answerToTheEnd(page, page.getByRole('heading', { name: 'All done' }));
  await expectNoAxeViolations(page, 'HRA, finished');

  await page.getByRole('link', { name: 'See your results' }).click();
  await expect(page).toHaveURL(`${HARBOR}/health-actions/hra/results`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your health risk assessment results' })).toBeVisible();
  await expect(page.getByText('Body mass index (BMI)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show all answers' }).click();
  await expect(page.getByRole('table').filter({ hasText: 'This time' })).toContainText('150');
  await expectNoAxeViolations(page, 'HRA results with every answer');

  await page.getByRole('link', { name: 'See your health summary and next steps' }).click();
  await expect(page).toHaveURL(`${HARBOR}/health-actions/hra/summary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your health summary' })).toBeVisible();
  await expectNoAxeViolations(page, 'HRA summary');
  await page
    .getByRole('link', { name: /^Sleep/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hra\/summary\/sleep$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sleep');
  await expectNoAxeViolations(page, 'HRA risk, sleep');

  await page.goto(`${HARBOR}/hra/summary/not-a-risk`);
  await expect(page.getByText('Invalid risk type')).toBeVisible();
});

test('in Arabic, every screen of the assessment passes axe', async ({ page }) => {
  const arabic = arabicQuestionnaireWords();
  await signInNadia(page);
  // Her saved language: the plan's questionnaires come in it.
  await savePreferredLanguage(page, 'AR');

  await page.goto(`${HARBOR}/health-actions/hra`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: arabic.actions.retake })).toBeVisible();
  await expectNoAxeViolations(page, 'HRA, finished, Arabic');

  await page.getByRole('button', { name: arabic.actions.retake }).click();
  await expect(page.getByRole('button', { name: arabic.actions.saveAndExit })).toBeVisible();
  await expectNoAxeViolations(page, 'HRA, a page of questions, Arabic');

  await page.getByRole('button', { name: arabic.actions.saveAndExit }).click();
  await expect(page.getByRole('heading', { name: arabic.hraExitTitle })).toBeVisible();
  await expectNoAxeViolations(page, 'HRA, saved for later, Arabic');

  await page.reload();
  await expect(page.getByRole('button', { name: arabic.actions.continue })).toBeVisible();
  await expectNoAxeViolations(page, 'HRA, welcome back, Arabic');
});

test('a survey link opens the survey in a fresh browser, without signing in', async ({ browser, page }) => {
  await staffSignIn(page, DEMO_ADMIN);
  const invited = await page.request.post(`${HARBOR}/api/v1/staff/surveys/invitations?client=HARBOR`, {
    headers: { authorization: `Bearer ${await staffToken(page)}`, 'x-client-abbreviation': 'HARBOR' },
    data: { type: 'MOCK_CAHPS', days: 7 },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const link = /https?:\/\/\S+\/survey\?\S+/.exec(await latestMessage(page, NADIA.email))?.[0];
  expect(link, 'the invitation carries a survey link').toBeTruthy();
  const { pathname, search } = new URL(link!.replace(/[).,]+$/, ''));

  const fresh = await browser.newContext();
  const survey = await fresh.newPage();
  await survey.goto(`${HARBOR}${pathname}${search}`);
  await expect(pageCounter(survey)).toHaveText(/^Page 1 of \d+$/);
  await expectNoAxeViolations(survey, 'survey from a link');
  // Nadia saved Arabic as her language: the survey comes in it, around the visitor's English buttons.
  await answerToTheEnd(survey, survey.getByRole('heading', { name: surveyTextIn('ar', 'screen.success.title') }));

  await survey.goto(`${HARBOR}${pathname}${search}`);
  await expect(survey.getByRole('status', { name: 'You already completed this survey' })).toBeVisible();

  const tampered = search.replace(/rid=(\d+)/, (_, id: string) => `rid=${Number(id) + 1}`);
  await survey.goto(`${HARBOR}${pathname}${tampered}`);
  await expect(survey.getByText('This link does not work')).toBeVisible();
  await expectNoAxeViolations(survey, 'survey link that does not work');
  await fresh.close();
});
