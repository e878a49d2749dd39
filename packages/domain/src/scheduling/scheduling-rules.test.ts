import { describe, expect, it } from 'vitest';
import { canMoveAppointment, latestAppointment, screenForStatus } from './appointment-status';
import { hasRepeatedSlot, slotOfHour, toggleSlot } from './availability-grid';
import { milesBetween, roundedMiles } from './distance';
import { isValidNpi, npiCheckDigit } from './npi';
import { checkProviderRow, PROVIDER_COLUMNS, type RawProviderRow } from './provider-row';

describe('NPIs', () => {
  it('accepts the CMS example and refuses a wrong check digit, a short or lettered number', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(npiCheckDigit('123456789')).toBe(3);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });
});

describe('distance', () => {
  it('measures Portland to Eugene at about 106 miles and a point to itself at 0', () => {
    const portland = { latitude: 45.5311, longitude: -122.6835 };
    const eugene = { latitude: 44.0652, longitude: -123.0803 };
    expect(roundedMiles(milesBetween(portland, eugene))).toBeGreaterThan(100);
    expect(roundedMiles(milesBetween(portland, eugene))).toBeLessThan(104);
    expect(milesBetween(portland, portland)).toBe(0);
  });
});

describe('the availability grid', () => {
  it('puts 10AM in the morning, 11AM and 2PM at midday, 3PM in the afternoon', () => {
    expect([10, 11, 14, 15].map(slotOfHour)).toEqual(['MORNING', 'MIDDAY', 'MIDDAY', 'AFTERNOON']);
  });
  it('toggles cells in grid order and finds a repeated cell', () => {
    const chosen = toggleSlot(toggleSlot([], 'FRIDAY', 'MORNING'), 'MONDAY', 'AFTERNOON');
    expect(chosen).toEqual([
      { day: 'MONDAY', slot: 'AFTERNOON' },
      { day: 'FRIDAY', slot: 'MORNING' },
    ]);
    expect(toggleSlot(chosen, 'FRIDAY', 'MORNING')).toEqual([{ day: 'MONDAY', slot: 'AFTERNOON' }]);
    expect(hasRepeatedSlot([...chosen, { day: 'MONDAY', slot: 'AFTERNOON' }])).toBe(true);
    expect(hasRepeatedSlot(chosen)).toBe(false);
  });
});

describe('appointment statuses', () => {
  it('moves pending requests forward or to an end, lets a booked visit be cancelled, and ends there', () => {
    expect(canMoveAppointment('queued', 'in_progress')).toBe(true);
    expect(canMoveAppointment('triggered', 'success')).toBe(true);
    expect(canMoveAppointment('success', 'cancelled')).toBe(true);
    expect(canMoveAppointment('success', 'failed')).toBe(false);
    expect(canMoveAppointment('in_progress', 'queued')).toBe(false);
    expect(canMoveAppointment('failed', 'success')).toBe(false);
    expect(canMoveAppointment('cancelled', 'queued')).toBe(false);
  });
  it('shows the screen of the latest request by scheduledOnTs', () => {
    const latest = latestAppointment([
      { scheduledOnTs: '2026-03-01T10:00:00Z', status: 'failed' as const },
      { scheduledOnTs: '2026-03-02T10:00:00Z', status: 'triggered' as const },
      { scheduledOnTs: '2026-02-01T10:00:00Z', status: 'success' as const },
    ]);
    expect(screenForStatus(latest?.status ?? null)).toBe('requested');
    expect(screenForStatus(null)).toBe('request');
    expect(screenForStatus('success')).toBe('scheduled');
    expect(screenForStatus('cancelled')).toBe('reschedule');
  });
});

const goodLine: RawProviderRow = {
  npi: '1234567893',
  first_name: 'Ana',
  middle_name: '',
  last_name: 'Reyes',
  degrees: 'MD; MPH',
  gender: 'f',
  taxonomy: '207q00000x',
  hospital: 'Willamette Community Hospital',
  street1: '2200 NW Marshall St',
  street2: '',
  city: 'Portland',
  state: 'or',
  zip: '97210',
  phone: '(503) 555-0188',
  latitude: '',
  longitude: '',
  accepting_new_patients: 'Y',
};

describe('a provider directory line', () => {
  it('reads a good line, placing it at its ZIP centre without coordinates', () => {
    const result = checkProviderRow(goodLine);
    expect(result.ok && result.record).toMatchObject({
      degrees: ['MD', 'MPH'],
      gender: 'F',
      taxonomy: '207Q00000X',
      state: 'OR',
      phone: '5035550188',
      location: { latitude: 45.5456, longitude: -122.7336 },
      acceptingNewPatients: true,
    });
  });
  it('refuses a bad NPI, one coordinate alone, an unknown ZIP without coordinates and an unreadable flag', () => {
    const codes = (line: Partial<RawProviderRow>): string[] => {
      const result = checkProviderRow({ ...goodLine, ...line });
      return result.ok ? [] : result.issues.map((issue) => `${issue.column}:${issue.code}`);
    };
    expect(codes({ npi: '1234567890' })).toEqual(['npi:INVALID_FORMAT']);
    expect(codes({ latitude: '45.5' })).toEqual(['latitude:INCONSISTENT']);
    expect(codes({ zip: '10001' })).toEqual(['zip:UNKNOWN_REFERENCE']);
    expect(codes({ zip: '10001', latitude: '40.75', longitude: '-73.99' })).toEqual([]);
    expect(codes({ accepting_new_patients: 'maybe' })).toEqual(['accepting_new_patients:INVALID_FORMAT']);
    expect(PROVIDER_COLUMNS).toHaveLength(Object.keys(goodLine).length);
  });
});
