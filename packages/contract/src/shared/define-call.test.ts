import { describe, expect, it } from 'vitest';
import { buildCallPath } from './define-call';
import { isErrorBody } from '../errors';
import { findLanguage, isLanguageCode, LANGUAGES } from './languages';
import { needsMfaVerification } from './permissions';

describe('buildCallPath', () => {
  it('fills path parameters, encoded', () => {
    expect(buildCallPath('/v1/web/client/documents/:title', { title: 'a b/c' })).toBe('/v1/web/client/documents/a%20b%2Fc');
    expect(buildCallPath('/v1/web/member/agreements/:id', { id: 7 })).toBe('/v1/web/member/agreements/7');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => buildCallPath('/x/:id')).toThrow('Missing path parameter id');
  });
});

describe('isErrorBody', () => {
  it('recognises the error shape and nothing else', () => {
    expect(isErrorBody({ error: { code: 'NOT_FOUND', message: 'x' } })).toBe(true);
    expect(isErrorBody({ error: { code: 'VALIDATION_FAILED', message: 'x', fields: { a: 'validation.required' } } })).toBe(true);
    expect(isErrorBody({ error: 'x' })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
    expect(isErrorBody({ message: 'x' })).toBe(false);
  });
});

describe('languages', () => {
  it('are the eleven of the spec, Arabic and Persian right to left, each with a font size', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(['EN', 'ES', 'AR', 'FA', 'KM', 'KO', 'RU', 'TL', 'VI', 'HY', 'ZH']);
    expect(LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.code)).toEqual(['AR', 'FA']);
    expect(LANGUAGES.every((language) => language.fontSize === 16 && language.nativeName.length > 0)).toBe(true);
  });

  it('are found by code in any case', () => {
    expect(findLanguage('fa')?.dir).toBe('rtl');
    expect(isLanguageCode('HY')).toBe(true);
    expect(isLanguageCode('hy')).toBe(false);
  });
});

describe('needsMfaVerification', () => {
  it('is true for the generic and the per-channel permission', () => {
    expect(needsMfaVerification(['mfa_verification_required'])).toBe(true);
    expect(needsMfaVerification(['mfa_verification_required::SMS'])).toBe(true);
    expect(needsMfaVerification(['manage_member_account::data'])).toBe(false);
  });
});
