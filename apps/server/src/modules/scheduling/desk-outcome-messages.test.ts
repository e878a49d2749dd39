import { describe, expect, it } from 'vitest';
import { deskOutcomeMessage } from './desk-outcome-messages';

const booked = { doctor: 'Priya Raman, MD', visitAt: new Date('2026-03-09T16:30:00Z'), timeZone: 'America/Los_Angeles' };

describe('the message telling a member what the scheduling desk did', () => {
  it("gives a booked visit's day and time on the plan's clock, with the zone's name", () => {
    const { subject, body } = deskOutcomeMessage('success', 'EN', booked);
    expect(subject).toBe('Your doctor visit is booked');
    expect(body).toMatch(/^Your visit with \u2068Priya Raman, MD\u2069 is booked for Monday, March 9, 2026 at 9:30\sAM PDT\./);
  });

  it('speaks the member’s language, in the Gregorian calendar, with the doctor’s English name kept whole', () => {
    const { body } = deskOutcomeMessage('success', 'FA', booked);
    expect(body).toContain('\u2068Priya Raman, MD\u2069');
    expect(body).toContain('۲۰۲۶');
    expect(body).not.toContain('{visit}');
  });

  it('falls back to English for a member with no saved language, and needs no booking for other outcomes', () => {
    expect(deskOutcomeMessage('failed', null, null).subject).toBe('We could not book your doctor visit');
    expect(deskOutcomeMessage('cancelled', 'XX', null).body).toContain('cancelled');
  });
});
