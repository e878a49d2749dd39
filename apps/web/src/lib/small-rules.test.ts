import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRewardAmount, formatShortDate } from './format';
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

  it('writes dollars as currency and points as a number', () => {
    expect(formatRewardAmount(250, 'DOLLARS', 'en')).toBe('$250');
    expect(formatRewardAmount(12.5, 'DOLLARS', 'en')).toBe('$12.50');
    expect(formatRewardAmount(5000, 'POINTS', 'en')).toBe('5,000');
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
