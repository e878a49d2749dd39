import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeatureFlag, PrescriptionRecord } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderMemberPages } from '../../test/feature-pages';
import { failure, stubServer, type StubAnswer } from '../account/test/account-harness';
import { prescriptionsRoutes } from './routes';

const LIST = 'GET /v1/web/health-profile/prescriptions';

const FILLS: PrescriptionRecord[] = [
  { name: 'Atorvastatin 20 mg tablet', startDate: '2026-02-20', daysSupply: 30 },
  { name: 'Sertraline 50 mg tablet', startDate: '2025-12-26', daysSupply: null },
];

function openPage(answer: StubAnswer | (() => StubAnswer), features: FeatureFlag[] = ['HOME', 'PRESCRIPTION_RECORD']) {
  const server = stubServer({ [LIST]: answer });
  renderMemberPages(prescriptionsRoutes, '/prescription-record', {
    member: memberInfo(),
    configuration: clientConfiguration({ features }),
  });
  return server;
}

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the prescription record', () => {
  it('lists each fill with its name, filled-on date and days supply, in the order the server gives', async () => {
    openPage({ body: { prescriptions: FILLS } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prescription records' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Your prescription fills' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Medication', 'Filled on', 'Days supply']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Atorvastatin 20 mg tablet', '02/20/2026', '30'],
      ['Sertraline 50 mg tablet', '12/26/2025', 'Not stated'],
    ]);
  });

  it("says 'No prescription records' when the member has none", async () => {
    openPage({ body: { prescriptions: [] } });
    expect(await screen.findByText('No prescription records')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the records could not be loaded, and loads them again when asked', async () => {
    let attempts = 0;
    openPage(() => (++attempts === 1 ? failure(503, 'SERVICE_UNAVAILABLE') : { body: { prescriptions: FILLS } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your prescription records');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(attempts).toBe(2);
  });

  it('sends a plan without PRESCRIPTION_RECORD home', async () => {
    openPage({ body: { prescriptions: FILLS } }, ['HOME']);
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
  });
});
