import { describe, expect, it } from 'vitest';
import { chooseLanguage, sortLanguages } from './language-preference';

const allowed = ['EN', 'ES', 'ZH', 'VI'] as const;

describe('chooseLanguage (spec 000 section 4)', () => {
  it("takes the member's saved preference first", () => {
    expect(chooseLanguage({ memberPreference: 'VI', candidates: ['es'], allowed })).toBe('VI');
  });

  it('skips a saved preference the client no longer offers', () => {
    expect(chooseLanguage({ memberPreference: 'KO', candidates: ['es'], allowed })).toBe('ES');
  });

  it('then the pre-sign-in or browser language by exact match', () => {
    expect(chooseLanguage({ memberPreference: null, candidates: [null, 'zh'], allowed })).toBe('ZH');
    expect(chooseLanguage({ memberPreference: null, candidates: ['VI', 'es'], allowed })).toBe('VI');
  });

  it('then by the first two letters', () => {
    expect(chooseLanguage({ memberPreference: null, candidates: ['es-MX'], allowed })).toBe('ES');
    expect(chooseLanguage({ memberPreference: null, candidates: ['zh-Hant-TW'], allowed })).toBe('ZH');
  });

  it('keeps the order of the candidates: an earlier one matched by prefix wins over a later exact one', () => {
    expect(chooseLanguage({ memberPreference: null, candidates: ['es-MX', 'vi'], allowed })).toBe('ES');
  });

  it('else English', () => {
    expect(chooseLanguage({ memberPreference: null, candidates: ['fr-FR', 'de'], allowed })).toBe('EN');
    expect(chooseLanguage({ memberPreference: undefined, candidates: [], allowed })).toBe('EN');
  });
});

describe('sortLanguages', () => {
  it('puts English first and keeps the rest in order', () => {
    const sorted = sortLanguages([{ code: 'ES' }, { code: 'ZH' }, { code: 'EN' }, { code: 'AR' }]);
    expect(sorted.map((language) => language.code)).toEqual(['EN', 'ES', 'ZH', 'AR']);
  });
});
