import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// Addresses are relative to the configured server (E2E_PORT), which is also its PUBLIC_URL: the
// links in the e-mails it sends point back to it.
const MARIA_EMAIL = 'maria.lopez@example.org';

/** The preferences link of the e-mail the demo load sent Maria about her unread inbox message. */
async function mariaLink(page: Page): Promise<URL> {
  const response = await page.request.get(`/api/dev/outbox?destination=${encodeURIComponent(MARIA_EMAIL)}`, {
    headers: { 'x-client-abbreviation': 'HARBOR' },
  });
  const { messages } = (await response.json()) as { messages: { subject: string | null; body: string }[] };
  const mail = messages.find((message) => message.subject === 'You have a new message from Harbor Health Rewards');
  const address = mail && /https?:\/\/\S+\/subscriptions\?\S+/.exec(mail.body)?.[0];
  if (!address) throw new Error('Maria was sent no e-mail with a preferences link');
  return new URL(address);
}

/** The same link with one character of its token changed. */
function tampered(link: URL): URL {
  const copy = new URL(link);
  const token = copy.searchParams.get('t')!;
  copy.searchParams.set('t', `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`);
  return copy;
}

test("a demo member's e-mail link opens her preferences without signing in; a change and a comment are saved", async ({ page }) => {
  const link = await mariaLink(page);
  expect(link.searchParams.get('utm_source')).toBe('INBOX_MESSAGE');
  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail preferences' })).toBeVisible();
  await expect(page).toHaveTitle('E-mail preferences | Harbor Health Rewards');
  await expect(page.getByText(MARIA_EMAIL)).toBeVisible();

  const surveys = page.getByRole('switch', { name: 'Surveys' });
  await expect(surveys).toBeChecked();
  await surveys.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('Saved. You are unsubscribed from: Surveys.');
  await expect(surveys).not.toBeChecked();

  await page.getByRole('textbox', { name: /Your comment/ }).fill('Please send fewer surveys.');
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByText('Thank you. Your comment was sent.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Your comment/ })).toHaveValue('');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Surveys' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Programme news' })).toBeChecked();
  // Put it back, so the page reads as a first visit for the other tests.
  await page.getByRole('switch', { name: 'Surveys' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('Saved. You are subscribed to: Surveys.');
});

test('the preferences page passes axe in English and Arabic, and follows the language selector', async ({ page }) => {
  const link = await mariaLink(page);
  await page.goto(link.toString());
  await expect(page.getByRole('switch', { name: 'Programme news' })).toBeVisible();
  await expectNoAxeViolations(page, 'e-mail preferences, English');

  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('ES');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferencias de correo electrónico' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Encuestas' })).toBeVisible();

  link.searchParams.set('lang', 'ar');
  await page.goto(link.toString());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تفضيلات البريد الإلكتروني' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'الاستبيانات' })).toBeVisible();
  await expectNoAxeViolations(page, 'e-mail preferences, Arabic');
});

test('a tampered link shows the invalid-link state with the plan support contacts, in English and Arabic', async ({ page }) => {
  const link = tampered(await mariaLink(page));
  await page.goto(link.toString());
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This link is not valid');
  await expect(alert.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:18005550134');
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expectNoAxeViolations(page, 'invalid preferences link, English');

  link.searchParams.set('lang', 'ar');
  await page.goto(link.toString());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('alert')).toContainText('هذا الرابط غير صالح');
  await expectNoAxeViolations(page, 'invalid preferences link, Arabic');
});
