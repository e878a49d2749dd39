import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, DEMO_ADMIN, HARBOR, MESA, expectNoAxeViolations, signIn, staffSignIn, staffToken } from './support';

test.describe.configure({ mode: 'serial' });

async function loaded(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('main [role="status"] .mantine-Loader-root')).toHaveCount(0, { timeout: 60_000 });
}

/** An administrator puts a message in Robert's inbox (MESA), through the staff call. */
async function sendRobertMessage(browser: Browser, subject: string): Promise<void> {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffSignIn(staff, DEMO_ADMIN);
  const sent = await staff.request.post(`${HARBOR}/api/v1/staff/messages?client=MESA`, {
    headers: { authorization: `Bearer ${await staffToken(staff)}` },
    data: { member_number: 'MV-20001', texts: [{ language: 'EN', subject, body: 'Your plan now rewards a yearly eye exam.' }] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await staffContext.close();
}

// Maria's inbox is only looked at here (her unread message stays unread for the shell's tests):
// the list, the archive and her message already read.
for (const language of ['en', 'ar']) {
  test(`axe finds nothing on the inbox pages in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    await signIn(page, HARBOR, DEMO.maria);
    await expect(page).toHaveURL(`${HARBOR}/`);
    await page.goto(`${HARBOR}/inbox?lang=${language}`);
    await loaded(page);
    await expectNoAxeViolations(page, `/inbox (${language})`);
    const read = await page.getByRole('link', { name: 'Your account is ready' }).getAttribute('href');
    await page.goto(`${HARBOR}/inbox/archive?lang=${language}`);
    await loaded(page);
    await expectNoAxeViolations(page, `/inbox/archive (${language})`);
    await page.goto(`${HARBOR}${read}?lang=${language}`);
    await loaded(page);
    await expectNoAxeViolations(page, `a message (${language})`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  });
}

test('a message is opened, archived and moved back by keyboard, and the red dot’s words follow', async ({ browser, page }) => {
  const subject = `Eye exams are covered ${Date.now()}`;
  await sendRobertMessage(browser, subject);
  await signIn(page, MESA, DEMO.robert);
  await expect(page).toHaveURL(`${MESA}/rewards`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Inbox, you have unread messages' })).toBeVisible();

  await header.getByRole('link', { name: 'Inbox, you have unread messages' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${MESA}/inbox`);
  const link = page.getByRole('link', { name: `Unread: ${subject}` });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  // Opened: read, and no unread message is left.
  await expect(header.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();

  const archive = page.getByRole('button', { name: 'Archive' });
  await expect(archive).toBeEnabled();
  await archive.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('This message is in your archive.')).toBeVisible();
  const moveBack = page.getByRole('button', { name: 'Move to inbox' });
  await expect(moveBack).toBeFocused();
  await expectNoAxeViolations(page, 'an archived message');

  await page.goto(`${MESA}/inbox`);
  await loaded(page);
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0);
  await page.goto(`${MESA}/inbox/archive`);
  await loaded(page);
  const unarchive = page.getByRole('button', { name: `Move to inbox: ${subject}` });
  await unarchive.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Moved back to your inbox: ${subject}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Archived messages' })).toBeFocused();
  await page.goto(`${MESA}/inbox`);
  await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 60_000 });
});

test('an address that is no message of the member says so', async ({ page }) => {
  await signIn(page, MESA, DEMO.robert);
  await expect(page).toHaveURL(`${MESA}/rewards`);
  await page.goto(`${MESA}/inbox/999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Message not found' })).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page, 'message not found');
});
