import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, normalizeRecoveryCode, recoveryCodesRunningLow, RECOVERY_CODES_LOW } from './recovery-codes';

describe('recovery codes', () => {
  it('are shown as two groups of five', () => {
    expect(formatRecoveryCode('abcde12345')).toBe('abcde-12345');
  });

  it('read what the member typed in any case, with spaces or dashes, and letters that look like digits as digits', () => {
    expect(normalizeRecoveryCode(' ABCDE-12345 ')).toBe('abcde12345');
    expect(normalizeRecoveryCode('abcde 12345')).toBe('abcde12345');
    expect(normalizeRecoveryCode('oabcd-il234')).toBe('0abcd11234');
  });

  it('refuse what cannot be a code: the wrong length, or a character outside the alphabet', () => {
    expect(normalizeRecoveryCode('abcde-1234')).toBeNull();
    expect(normalizeRecoveryCode('abcde-123456')).toBeNull();
    expect(normalizeRecoveryCode('abcde-1234u')).toBeNull();
    expect(normalizeRecoveryCode('123456')).toBeNull();
  });

  it('count as running low at the threshold and below', () => {
    expect(recoveryCodesRunningLow(RECOVERY_CODES_LOW)).toBe(true);
    expect(recoveryCodesRunningLow(RECOVERY_CODES_LOW + 1)).toBe(false);
  });
});
