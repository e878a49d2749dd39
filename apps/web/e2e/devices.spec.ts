import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO, MESA, expectNoAxeViolations, signIn } from './support';

const SEED_DEVICES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../server/seed/devices');

// Robert (Mesa), whose trackers no other browser test reads: the demo device adds a week of readings.
test('Robert connects the demo device, syncs it, imports his files, and sees each source with what arrived', async ({ page }) => {
  await signIn(page, MESA, DEMO.robert);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
  await page.goto(`${MESA}/tracking?lang=en`);
  const section = page.getByRole('region', { name: 'Devices and imports' });
  await expect(section.getByText('No devices or imports yet.')).toBeVisible({ timeout: 60_000 });

  await section.getByRole('button', { name: 'Connect Demo device' }).click();
  const demo = section.getByRole('row', { name: /^Demo device/ });
  await expect(demo).toContainText('Connected');
  await demo.getByRole('button', { name: 'Sync Demo device now' }).click();
  await expect(section.getByRole('status')).toContainText(/\d+ readings received: \d+ added/);
  await expect(demo).not.toContainText('0 received');
  // The week reached the trackers: the weight card has a reading.
  await expect(page.getByRole('listitem').filter({ hasText: 'Weight' })).toContainText('lbs');

  // A file of his own (no subject named) is added; a file naming another member is refused, with the reason.
  const fileField = section.getByLabel('File', { exact: true });
  await section.getByRole('combobox', { name: 'Kind of file' }).selectOption('open-mhealth');
  await fileField.setInputFiles(path.join(SEED_DEVICES, 'open-mhealth.json'));
  await section.getByRole('button', { name: 'Import file' }).click();
  const result = section.getByRole('status').filter({ hasText: 'readings received' }).last();
  await expect(result).toContainText(/[1-9]\d* added/);
  await expect(section.getByRole('row', { name: /^Open mHealth file/ })).toContainText('Connected');

  await section.getByRole('combobox', { name: 'Kind of file' }).selectOption('fhir-bundle');
  await fileField.setInputFiles(path.join(SEED_DEVICES, 'fhir-bundle.json'));
  await section.getByRole('button', { name: 'Import file' }).click();
  await expect(section.getByRole('list', { name: 'Readings not kept, by reason' })).toContainText("another person's reading");
  await expectNoAxeViolations(page, '/tracking with device sources (en)');

  // The same section in the plan's other language.
  await page.goto(`${MESA}/tracking?lang=es`);
  await expect(page.getByRole('row').filter({ hasText: 'Open mHealth' }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page, '/tracking with device sources (es)');
});
