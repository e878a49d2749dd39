import { expect, test } from '@playwright/test';
import { DEMO, HARBOR, expectSmallControl, signIn } from './support';

test('the first step of registration, opened straight from its address, draws a normal checkbox', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${HARBOR}/register`);
  await expectSmallControl(page.getByRole('checkbox', { name: /legal guardian/ }));
});

test('notification settings, opened straight from their address, draw normal radio buttons', async ({ page }) => {
  await signIn(page, HARBOR, DEMO.maria);
  await expect(page).toHaveURL(`${HARBOR}/`);
  await page.goto(`${HARBOR}/notification-settings`);
  const radios = page.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  for (const radio of await radios.all()) await expectSmallControl(radio);
});
