/** The languages of the product (spec 000 section 1), as data. */
export interface LanguageDefinition {
  /** Code on the wire and in client configuration. */
  readonly code: LanguageCode;
  /** BCP 47 tag for `<html lang>`, `Intl` and the locale folders. */
  readonly tag: string;
  readonly nativeName: string;
  readonly dir: 'ltr' | 'rtl';
  readonly fontSize: number;
}

export const LANGUAGE_CODES = ['EN', 'ES', 'AR', 'FA', 'KM', 'KO', 'RU', 'TL', 'VI', 'HY', 'ZH'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

const BASE_FONT_SIZE = 16;

export const LANGUAGES: readonly LanguageDefinition[] = [
  { code: 'EN', tag: 'en', nativeName: 'English', dir: 'ltr', fontSize: BASE_FONT_SIZE },
  { code: 'ES', tag: 'es', nativeName: 'Español', dir: 'ltr', fontSize: BASE_FONT_SIZE },
  { code: 'AR', tag: 'ar', nativeName: 'العربية', dir: 'rtl', fontSize: BASE_FONT_SIZE },
  { code: 'FA', tag: 'fa', nativeName: 'فارسی', dir: 'rtl', fontSize: BASE_FONT_SIZE },
  { code: 'KM', tag: 'km', nativeName: 'ភាសាខ្មែរ', dir: 'ltr', fontSize: BASE_FONT_SIZE },
  { code: 'KO', tag: 'ko', nativeName: '한국어', dir: 'ltr', fontSize: BASE_FONT_SIZE },
  { code: 'RU', tag: 'ru', nativeName: 'Русский', dir: 'ltr', fontSize: BASE_FONT_SIZE },
  { code: 'TL', tag: 'tl', nativeName: 'Tagalog', dir: 'ltr', fontSize: BASE_FONT_SIZE },
  { code: 'VI', tag: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr', fontSize: BASE_FONT_SIZE },
  { code: 'HY', tag: 'hy', nativeName: 'Հայերեն', dir: 'ltr', fontSize: BASE_FONT_SIZE },
  { code: 'ZH', tag: 'zh', nativeName: '中文', dir: 'ltr', fontSize: BASE_FONT_SIZE },
];

export function findLanguage(code: string): LanguageDefinition | undefined {
  const upper = code.toUpperCase();
  return LANGUAGES.find((language) => language.code === upper);
}

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}
