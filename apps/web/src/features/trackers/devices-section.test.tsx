import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceSourceStatus } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { failure } from '../account/test/account-harness';
import { DEVICES, INIT, initTracking, openPage } from './test/trackers-fixtures';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const IMPORT = (format: string): string => `POST /v1/web/tracking/imports/${format}`;

function status(overrides: Partial<DeviceSourceStatus>): DeviceSourceStatus {
  return {
    source: 'DEMO_DEVICE',
    state: 'CONNECTED',
    lastSyncAt: '2026-03-02T14:00:00Z',
    received: 7,
    added: 7,
    refused: 0,
    lastError: null,
    ...overrides,
  };
}

async function devicesSection(answers: Parameters<typeof openPage>[1]) {
  const server = openPage('/tracking', { [INIT]: { body: initTracking() }, ...answers });
  // The trackers' pages load as their own chunk: the first test of the file waits for it.
  const section = await screen.findByRole('region', { name: 'Devices and imports' }, { timeout: 10_000 });
  return { server, section };
}

describe('devices and imports on the trackers landing', () => {
  it('lists each source with its state, what went wrong, its last sync and what arrived', async () => {
    const { section } = await devicesSection({
      [DEVICES]: {
        body: {
          sources: [
            status({ source: 'APPLE_HEALTH', received: 120, added: 118, refused: 2 }),
            status({ source: 'FHIR_IMPORT', state: 'ERROR', received: 0, added: 0, lastError: 'FILE_UNREADABLE' }),
          ],
          providers: [],
        },
      },
    });
    const table = await within(section).findByRole('table', { name: 'Your device sources and their last sync' });
    const apple = within(table).getByRole('row', { name: /^Apple Health/ });
    expect(apple).toHaveTextContent('Connected');
    expect(apple).toHaveTextContent('120 received, 118 added, 2 not kept');
    expect(apple).toHaveTextContent('2026');
    const fhir = within(table).getByRole('row', { name: /^FHIR file/ });
    expect(fhir).toHaveTextContent('Last sync failed');
    expect(fhir).toHaveTextContent('The file could not be read.');
    // A file source has nothing to reconnect or sync: only the providers do.
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('asks to reconnect an expired connection, and reads the sources again after', async () => {
    const { server, section } = await devicesSection({
      [DEVICES]: { body: { sources: [status({ state: 'EXPIRED', lastError: 'CONNECTION_EXPIRED' })], providers: ['DEMO_DEVICE'] } },
      'POST /v1/web/tracking/devices/DEMO_DEVICE/connect': { body: { source: status({}) } },
    });
    const row = await within(section).findByRole('row', { name: /^Demo device/ });
    expect(row).toHaveTextContent('Connection expired');
    expect(row).toHaveTextContent('The connection has expired. Reconnect to keep your readings coming.');
    await userEvent.click(within(row).getByRole('button', { name: 'Reconnect Demo device' }));
    await vi.waitFor(() => expect(server.calls.filter((call) => call.path === '/v1/web/tracking/devices')).toHaveLength(2));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /v1/web/tracking/devices/DEMO_DEVICE/connect');
  });

  it('connects an offered provider, syncs it and says what the sync brought, by reason', async () => {
    const { server, section } = await devicesSection({
      [DEVICES]: { body: { sources: [], providers: ['DEMO_DEVICE'] } },
      'POST /v1/web/tracking/devices/DEMO_DEVICE/connect': { body: { source: status({}) } },
    });
    expect(await within(section).findByText('No devices or imports yet.')).toBeVisible();
    expect(within(section).getByText(/The demo device sends a week of readings/)).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Connect Demo device' }));
    await vi.waitFor(() => expect(server.calls.map((call) => call.path)).toContain('/v1/web/tracking/devices/DEMO_DEVICE/connect'));
    cleanup();

    await devicesSection({
      [DEVICES]: { body: { sources: [status({})], providers: ['DEMO_DEVICE'] } },
      'POST /v1/web/tracking/devices/DEMO_DEVICE/sync': {
        body: {
          result: {
            received: 9,
            added: 7,
            duplicates: 0,
            refused: [
              { sourceId: 'a', reason: 'OUT_OF_RANGE' },
              { sourceId: 'b', reason: 'OUT_OF_RANGE' },
            ],
          },
          source: status({ received: 9, added: 7, refused: 2 }),
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync Demo device now' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('9 readings received: 7 added, 0 already imported, 2 not kept.');
    expect(within(result).getByRole('list', { name: 'Readings not kept, by reason' })).toHaveTextContent(
      "a value outside the tracker's range: 2",
    );
  });

  it('imports a file as it is, of the kind chosen, and lists what was not kept', async () => {
    const { server, section } = await devicesSection({
      [IMPORT('apple-health')]: {
        body: { received: 3, added: 1, duplicates: 1, refused: [{ sourceId: 'r1', reason: 'UNIT_NOT_ACCEPTED' }] },
      },
    });
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Kind of file' }), 'apple-health');
    // The file field is drawn in the member's language, and names the file once one is chosen.
    expect(within(section).getByText('Choose a file')).toBeVisible();
    expect(within(section).getByText('No file chosen')).toBeVisible();
    const file = new File(['<HealthData/>'], 'export.xml', { type: 'text/xml' });
    await userEvent.upload(within(section).getByLabelText('File'), file);
    expect(within(section).getByText('export.xml')).toBeVisible();
    expect(within(section).queryByText('No file chosen')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Import file' }));
    const result = await within(section).findByRole('status');
    expect(result).toHaveTextContent('3 readings received: 1 added, 1 already imported, 1 not kept.');
    expect(result).toHaveTextContent('a unit this tracker does not use: 1');
    const upload = server.calls.find((call) => call.method === 'POST')!;
    expect(upload.path).toBe('/v1/web/tracking/imports/apple-health');
    expect(upload.headers['content-type']).toBe('application/octet-stream');
  });

  it('asks for a file before sending anything, and says beside the field when the server cannot read it', async () => {
    const { server, section } = await devicesSection({
      [IMPORT('fhir-bundle')]: failure(400, 'VALIDATION_FAILED', { file: 'validation.invalid' }),
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Import file' }));
    expect(within(section).getByText('Choose a file to import.')).toBeVisible();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.upload(within(section).getByLabelText('File'), new File(['not json'], 'readings.json', { type: 'application/json' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Import file' }));
    expect(await within(section).findByText('This file could not be read. Check that it is the kind of file you chose.')).toBeVisible();
  });

  it("disables connecting, syncing and importing in staff's read-only view, each saying why", async () => {
    const { section } = await devicesSection({ [DEVICES]: { body: { sources: [status({})], providers: ['DEMO_DEVICE'] } } });
    await within(section).findByRole('button', { name: 'Sync Demo device now' });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    for (const button of within(section).getAllByRole('button')) {
      if (button.textContent === '') continue;
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', "Read-only view: staff cannot change a member's account.");
    }
    expect(within(section).getByRole('combobox', { name: 'Kind of file' })).toBeDisabled();
  });

  it('says when the sources could not be loaded, keeping the file import', async () => {
    const { section } = await devicesSection({ [DEVICES]: failure(503, 'SERVICE_UNAVAILABLE') });
    expect(await within(section).findByRole('heading', { level: 3, name: 'Your device sources could not be loaded' })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Import file' })).toBeVisible();
  });
});
