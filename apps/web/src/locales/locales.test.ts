import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve(import.meta.dirname);
const NAMESPACES = fs.readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));

/**
 * Texts allowed to read the same as in English, by language: names and things that are
 * written the same way there, and the comma most languages join a list's items with (list.next).
 * Anything else left in English is an untranslated string.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: ['footer.copyright', 'header.homeLink', 'list.next'],
  tl: ['footer.copyright', 'header.homeLink', 'support.email', 'areas.inbox', 'list.next'],
  vi: ['footer.copyright', 'list.next'],
  ru: ['footer.copyright', 'list.next'],
  ar: ['footer.copyright'],
  fa: ['footer.copyright'],
  km: ['footer.copyright', 'list.next'],
  ko: ['footer.copyright', 'list.next'],
  hy: ['footer.copyright', 'list.next'],
  zh: ['footer.copyright'],
};

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

function read(language: string, namespace: string): Map<string, string> | undefined {
  const file = path.join(LOCALES, language, namespace);
  return fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : undefined;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();

describe.each(LANGUAGES.filter((language) => language.tag !== 'en').map((language) => language.tag))('locale %s', (language) => {
  it.each(NAMESPACES)('%s has every English key, translated, with the same placeholders', (namespace) => {
    const english = read('en', namespace)!;
    const translated = read(language, namespace);
    expect(translated, `${language}/${namespace} is missing`).toBeDefined();
    expect([...translated!.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translation = translated!.get(key)!;
      expect(translation.trim(), `${language}/${namespace} ${key} is empty`).not.toBe('');
      expect(placeholders(translation), `${language}/${namespace} ${key} placeholders`).toEqual(placeholders(text));
      const allowed = SAME_AS_ENGLISH[language]?.includes(key) ?? false;
      if (!allowed) expect(translation, `${language}/${namespace} ${key} is still English`).not.toBe(text);
    }
  });
});
