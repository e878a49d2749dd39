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
/** Names of products and services, the same in every language. */
const PRODUCT_NAMES: readonly string[] = ['sources.APPLE_HEALTH', 'sources.HUMAN_API'];

const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: [
    'footer.copyright',
    'header.homeLink',
    'list.next',
    'bands.NORMAL',
    'risks.ALCOHOL.name',
    'units.glucose',
    'units.bloodPressure',
    'reference.bands.NORMAL',
    // "{{reason}}: {{count}}" is written with the same colon.
    'devices.result.refusedLine',
  ],
  tl: [
    'footer.copyright',
    'header.homeLink',
    'support.email',
    'areas.inbox',
    'list.next',
    'bands.NORMAL',
    'values.percent',
    // The trackers' units and the borrowed "glucose" and "tracker" read as in English.
    'names.glucose',
    'units.weight',
    'units.glucose',
    'units.bloodPressure',
    'reference.bands.NORMAL',
    'titles.tracker',
    'devices.import.file',
    'devices.result.refusedLine',
  ],
  vi: ['footer.copyright', 'list.next', 'values.percent', 'units.glucose', 'units.bloodPressure', 'devices.result.refusedLine'],
  ru: ['footer.copyright', 'list.next', 'devices.result.refusedLine'],
  ar: ['footer.copyright', 'devices.result.refusedLine'],
  fa: ['footer.copyright', 'devices.result.refusedLine'],
  km: ['footer.copyright', 'list.next', 'values.percent'],
  ko: ['footer.copyright', 'list.next', 'values.percent'],
  hy: ['footer.copyright', 'list.next', 'values.percent'],
  zh: ['footer.copyright', 'values.percent'],
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

/** i18next's plural forms: `points_one`, `points_other` in English, each language's own categories elsewhere. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys a language must have: English's, with each plural key in the language's own plural categories. */
function expectedKeys(english: Map<string, string>, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (!PLURAL_SUFFIX.test(key)) keys.add(key);
    else for (const category of categories) keys.add(key.replace(PLURAL_SUFFIX, `_${category}`));
  }
  return [...keys].sort();
}

/** The English text a key translates: a plural form of its own category, else English's "other". */
function englishFor(english: Map<string, string>, key: string): string {
  return english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'))!;
}

describe.each(LANGUAGES.filter((language) => language.tag !== 'en').map((language) => language.tag))('locale %s', (language) => {
  it.each(NAMESPACES)('%s has every English key, translated, with the same placeholders', (namespace) => {
    const english = read('en', namespace)!;
    const translated = read(language, namespace);
    expect(translated, `${language}/${namespace} is missing`).toBeDefined();
    expect([...translated!.keys()].sort()).toEqual(expectedKeys(english, language));
    for (const [key, translation] of translated!) {
      const text = englishFor(english, key);
      expect(translation.trim(), `${language}/${namespace} ${key} is empty`).not.toBe('');
      // A plural form may say its number in words ("two points" as one word in Arabic), leaving the count out.
      if (PLURAL_SUFFIX.test(key))
        expect(placeholders(text), `${language}/${namespace} ${key} placeholders`).toEqual(
          expect.arrayContaining(placeholders(translation)),
        );
      else expect(placeholders(translation), `${language}/${namespace} ${key} placeholders`).toEqual(placeholders(text));
      const allowed = PRODUCT_NAMES.includes(key) || (SAME_AS_ENGLISH[language]?.includes(key) ?? false);
      if (!allowed) expect(translation, `${language}/${namespace} ${key} is still English`).not.toBe(text);
    }
  });
});
