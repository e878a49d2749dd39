import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, fieldErrors } from './error-message';
import { IDLE_WARNING_BEFORE_MS, idleState, KEEP_ALIVE_AFTER_MS, needsKeepAlive } from './idle-rules';

const MINUTE = 60_000;

describe('idle sign-out', () => {
  it('warns two minutes before the 15-minute limit, then signs out', () => {
    expect(idleState(12 * MINUTE + 59_999)).toEqual({ kind: 'active' });
    expect(idleState(13 * MINUTE)).toEqual({ kind: 'warning', remainingMs: IDLE_WARNING_BEFORE_MS });
    expect(idleState(14 * MINUTE + 30_000)).toEqual({ kind: 'warning', remainingMs: 30_000 });
    expect(idleState(15 * MINUTE)).toEqual({ kind: 'expired' });
  });

  it('tells the server only about activity it has not heard of, and not too often', () => {
    const contact = 1_000_000;
    expect(needsKeepAlive(contact + 10, contact, contact + KEEP_ALIVE_AFTER_MS)).toBe(true);
    expect(needsKeepAlive(contact + 10, contact, contact + KEEP_ALIVE_AFTER_MS - 1)).toBe(false);
    expect(needsKeepAlive(contact - 10, contact, contact + 10 * MINUTE)).toBe(false);
  });
});

describe('errorMessage', () => {
  const t = i18next.t.bind(i18next);

  it("speaks the error code's message, with the date registration opens", () => {
    const notOpen = new ApiError(403, 'REGISTRATION_NOT_OPEN', 'x', {}, { opensOn: '2027-01-01' });
    expect(errorMessage(t, notOpen, 'en')).toBe('Registration is not open yet. Please check again on or after Friday, January 1, 2027.');
    expect(errorMessage(t, new ApiError(401, 'MFA_LOCKED', 'x'), 'en')).toMatch(/locked for 10 minutes/);
  });

  it('never shows an unknown code or a thrown error as such', () => {
    expect(errorMessage(t, new ApiError(418, 'SOMETHING_NEW', 'raw server text'), 'en')).toBe('Something went wrong, please try again');
    expect(errorMessage(t, new TypeError('Failed to fetch'), 'en')).toBe('Something went wrong, please try again');
  });

  it('hands field errors of a validation failure to the form, and nothing else', () => {
    expect(fieldErrors(new ApiError(400, 'VALIDATION_FAILED', 'x', { zipCode: 'validZipCode' }))).toEqual({ zipCode: 'validZipCode' });
    expect(fieldErrors(new ApiError(409, 'USERNAME_TAKEN', 'x', { username: 'taken' }))).toEqual({});
  });
});
