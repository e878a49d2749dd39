import { describe, expect, it } from 'vitest';
import { registrationWindow } from './registration-rules';

describe('registrationWindow', () => {
  const today = '2026-11-24';

  it('is open while a coverage is active, grace days included', () => {
    expect(registrationWindow([{ startDate: '2026-01-01', endDate: '2026-11-01' }], today, 30)).toEqual({ state: 'open' });
  });

  it('opens on the start of a coverage still to come', () => {
    expect(registrationWindow([{ startDate: '2027-01-01', endDate: null }], today, 0)).toEqual({
      state: 'not-yet-open',
      opensOn: '2027-01-01',
    });
  });

  it('is closed once every coverage has ended, and says when the latest one ended', () => {
    const coverages = [
      { startDate: '2026-01-01', endDate: '2026-06-30' },
      { startDate: '2024-01-01', endDate: '2025-12-31' },
    ];
    expect(registrationWindow(coverages, today, 30)).toEqual({ state: 'closed', endedOn: '2026-06-30' });
  });

  it('has no end date to tell for a member without any coverage', () => {
    expect(registrationWindow([], today, 0)).toEqual({ state: 'closed', endedOn: null });
  });
});
