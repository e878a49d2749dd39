import { LANGUAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/health-profile.json', { eager: true, import: 'default' });
const byLanguage = new Map(Object.entries(files).map(([path, texts]) => [path.split('/').at(-2)!, texts]));

/** Every text by its dotted key. */
function flatten(texts: Record<string, unknown>, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const english = flatten(byLanguage.get('en')!);
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\w+\}\}/g)].map((match) => match[0]).sort();
// Numbers a member dials, and the instruments' names, stay as they are in every language.
const kept = (text: string): string[] =>
  [...text.matchAll(/988|911|1-800-QUIT-NOW|1-800-784-8669|1-800-662-4357|PHQ-9|GAD-7|AUDIT-C|AHRQ/g)].map((match) => match[0]);

describe('the health-profile texts in every language', () => {
  it('has a file for each of the 11 languages', () => {
    expect([...byLanguage.keys()].sort()).toEqual(LANGUAGES.map((language) => language.tag).sort());
  });

  for (const [language, texts] of byLanguage) {
    it(`${language}: the same keys as English, the same placeholders and numbers, no empty text, never "CAHPS"`, () => {
      const flat = flatten(texts);
      expect([...flat.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of flat) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
        expect(kept(text), key).toEqual(kept(english.get(key)!));
        expect(text, key).not.toMatch(/CAHPS/i);
      }
    });
  }
});
