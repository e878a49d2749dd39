import { LANGUAGE_CODES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { fillTemplate, spokenDigits, templateLanguage, TEMPLATES } from './templates';

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();

describe('message templates', () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'EN'))('%s has every text, translated, with the same placeholders', (code) => {
    for (const [name, texts] of Object.entries(TEMPLATES.EN)) {
      for (const [kind, english] of Object.entries(texts)) {
        const translated = (TEMPLATES[code] as Record<string, Record<string, string>>)[name]?.[kind];
        expect(translated, `${code} ${name}.${kind}`).toBeDefined();
        expect(translated).not.toBe(english);
        expect(placeholders(translated!)).toEqual(placeholders(english));
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('Code {{code}} for {{programme}} {{other}}', { code: '123456', programme: 'Harbor' })).toBe(
      'Code 123456 for Harbor {{other}}',
    );
  });

  it('reads codes digit by digit for voice calls', () => {
    expect(spokenDigits('120034')).toBe('1, 2, 0, 0, 3, 4');
  });

  it('falls back to English for an unknown or missing language', () => {
    expect(templateLanguage('VI')).toBe('VI');
    expect(templateLanguage(null)).toBe('EN');
    expect(templateLanguage('xx')).toBe('EN');
  });
});
