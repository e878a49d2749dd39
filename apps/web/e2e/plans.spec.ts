import { expect, test } from '@playwright/test';
import { DEMO, MESA, expectNoAxeViolations, signIn } from './support';

test("the points plan's header follows its own flags", async ({ page }) => {
  await page.goto(`${MESA}/login`);
  await expect(page).toHaveTitle('Sign in | Mesa Valley Wellness Points');
  await expect(page.getByText('Points you earn this year stay available')).toBeVisible();
  // LEARN_MORE is off for this plan.
  await expect(page.getByRole('button', { name: 'Learn more about the programme' })).toHaveCount(0);
  await signIn(page, MESA, DEMO.robert);
  // HOME is off: signing in lands on the rewards page.
  await expect(page).toHaveURL(`${MESA}/rewards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main' }).first();
  // HOME is off: no Home item.
  await expect(navigation.getByRole('link')).toHaveText(['Rewards', 'Learn']);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Prescription Record' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Trackers' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' }).first().locator('option')).toHaveText(['English', 'Español']);
  await page.getByRole('button', { name: 'Account menu for Robert' }).click();
  await expect(page.getByRole('menuitem', { name: 'Notification Settings' })).toBeVisible();
  await expectNoAxeViolations(page, 'points plan rewards page with menu open');
  await page.keyboard.press('Escape');
  await page.locator('footer').getByRole('button', { name: 'Contact Support' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: '1-888-555-0199' })).toBeVisible();
});

test('the learn-more dialog opens on the dollars plan and closes with the keyboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Learn more about the programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'About Harbor Health Rewards' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'learn more dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
