import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatLongDate, formatRewardAmount, formatShortDate } from './format';
import { formatMinorUnits } from './reward-format';
import { formatList } from './list-format';
import { languageFromQuery } from './language-store';
import { pickLocalized } from './localized-text';
import { loginPathFor, safeNextUrl } from './safe-next-url';
import { captureTrackingParameters, correlationId, savedTrackingParameters } from './tracking';

describe('safeNextUrl', () => {
  it('returns to a path on this site only', () => {
    expect(safeNextUrl('/account?tab=1#x')).toBe('/account?tab=1#x');
    for (const unsafe of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', null, '']) {
      expect(safeNextUrl(unsafe)).toBe('/');
    }
  });

  it('builds the sign-in path that brings the member back', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/account?x=1')).toBe('/login?nextUrl=%2Faccount%3Fx%3D1');
  });
});

describe('?lang=', () => {
  it('reads a language code in any form', () => {
    expect(languageFromQuery('?lang=es')).toBe('ES');
    expect(languageFromQuery('?lang=ar-EG')).toBe('AR');
    expect(languageFromQuery('?lang=xx')).toBeNull();
    expect(languageFromQuery('')).toBeNull();
  });
});

describe('tracking', () => {
  it('saves the utm_ parameters and nothing else', () => {
    captureTrackingParameters('?utm_source=email&utm_campaign=spring&lang=es');
    expect(savedTrackingParameters()).toBe('utm_source=email&utm_campaign=spring');
    captureTrackingParameters('?lang=es');
    expect(savedTrackingParameters()).toBe('utm_source=email&utm_campaign=spring');
  });

  it('keeps one correlation id for the browser session', () => {
    expect(correlationId()).toBe(correlationId());
  });
});

describe('formatting', () => {
  it('writes long dates in the language, like "Monday, January 5, 2026"', () => {
    expect(formatLongDate('2026-01-05', 'en')).toBe('Monday, January 5, 2026');
    expect(formatLongDate('2026-01-05', 'es')).toBe('lunes, 5 de enero de 2026');
  });

  it('writes short dates as MM/dd/yyyy in English', () => {
    expect(formatShortDate('2026-01-05', 'en')).toBe('01/05/2026');
  });

  it("writes a US plan's dates in the Gregorian calendar in Persian and Arabic, in their own digits", () => {
    /** Persian and Arabic-Indic digits read as 0-9, so the year can be compared. */
    const latin = (text: string): string =>
      text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90));
    for (const tag of ['fa', 'ar']) {
      expect(latin(formatLongDate('2026-01-05', tag))).toContain('2026');
      expect(latin(formatShortDate('2026-01-05', tag))).toMatch(/2026.*01.*05|05.*01.*2026/);
      expect(latin(formatDateTime('2026-03-05T17:30:00Z', tag, 'UTC'))).toContain('2026');
    }
    // Solar Hijri would make it 1404 (and 15 Dey); the digits stay Persian.
    expect(formatShortDate('2026-01-05', 'fa')).toBe('۲۰۲۶/۰۱/۰۵');
    expect(latin(formatLongDate('2026-01-05', 'fa'))).not.toContain('1404');
  });

  it('writes dollars as currency and points as a number', () => {
    expect(formatRewardAmount(250, 'DOLLARS', 'en')).toBe('$250');
    expect(formatRewardAmount(12.5, 'DOLLARS', 'en')).toBe('$12.50');
    expect(formatRewardAmount(5000, 'POINTS', 'en')).toBe('5,000');
    // Ledger amounts are cents or points: cents show only when there are some.
    expect(formatMinorUnits(5000, 'DOLLARS', 'en')).toBe('$50');
    expect(formatMinorUnits(1005, 'DOLLARS', 'en')).toBe('$10.05');
    expect(formatMinorUnits(-250, 'DOLLARS', 'en')).toBe('-$2.50');
    expect(formatMinorUnits(123456, 'POINTS', 'en')).toBe('123,456');
    // A symbol with letters is isolated, so that right-to-left text keeps it whole beside the number.
    expect(formatMinorUnits(1005, 'DOLLARS', 'es')).toBe('10,05\u00a0\u2066US$\u2069');
    expect(formatMinorUnits(25000, 'DOLLARS', 'ar')).toMatch(/250\s\u2066US\$\u2069$/);
    expect(formatRewardAmount(250, 'DOLLARS', 'ar')).toMatch(/250\s\u2066US\$\u2069$/);
  });
});

describe('formatList', () => {
  const joins = { next: (rest: string, next: string) => `${rest}; ${next}`, last: (rest: string, last: string) => `${rest} + ${last}` };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("joins names with the platform's list format in the language", () => {
    expect(formatList(['Daniel', 'Diego'], 'es', joins)).toBe('Daniel y Diego');
    expect(formatList(['Ana', 'Daniel', 'Diego'], 'ru', joins)).toBe('Ana, Daniel и Diego');
  });

  it('takes the words of the translations where the browser has no list data for the language', () => {
    // As in Chromium for Khmer and Armenian, which would otherwise answer "Daniel and Diego".
    vi.spyOn(Intl.ListFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatList(['Daniel', 'Diego'], 'km', joins)).toBe('Daniel + Diego');
    expect(formatList(['Ana', 'Daniel', 'Diego'], 'hy', joins)).toBe('Ana; Daniel + Diego');
    expect(formatList(['Ana'], 'hy', joins)).toBe('Ana');
    expect(formatList([], 'hy', joins)).toBe('');
  });
});

describe('pickLocalized', () => {
  it('takes the language, else English, else nothing', () => {
    expect(pickLocalized({ EN: 'Hello', ES: 'Hola' }, 'ES')).toBe('Hola');
    expect(pickLocalized({ EN: 'Hello' }, 'KO')).toBe('Hello');
    expect(pickLocalized({}, 'KO')).toBe('');
    expect(pickLocalized(undefined, 'EN')).toBe('');
  });
});
