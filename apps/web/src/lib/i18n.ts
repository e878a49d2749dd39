import { DEFAULT_LANGUAGE, LANGUAGES, findLanguage, type LanguageCode } from '@portal/contract';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLanguageFont } from './fonts/language-fonts';

/**
 * Loaded before the first render: what every page needs, and the sign-in page's own (most
 * visits start there, and waiting for it would add a round trip). The others load with their page.
 */
export const CORE_NAMESPACES = ['common', 'auth'] as const;

// Each language's namespace is a JSON file of its own, fetched when first needed: data the
// browser parses as JSON, not modules it compiles and runs. The build puts them under one
// versioned folder (vite.config.ts); tests, which fetch none, fall back to the sources.
const LOCALES_ROOT: string = import.meta.env.LOCALES_ROOT ?? '/src/locales';

async function fetchLocaleFile(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    fetchLocaleFile(`${LOCALES_ROOT}/${language}/${namespace}.json`).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export function languageTag(code: LanguageCode): string {
  return findLanguage(code)?.tag ?? 'en';
}

export async function initI18n(language: LanguageCode): Promise<void> {
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: languageTag(language),
      fallbackLng: languageTag(DEFAULT_LANGUAGE),
      supportedLngs: LANGUAGES.map((l) => l.tag),
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Sets `lang`, `dir` and the language's font size on `<html>`, and loads its script's font. */
export function applyDocumentLanguage(code: LanguageCode, root: HTMLElement = document.documentElement): void {
  const language = findLanguage(code) ?? findLanguage(DEFAULT_LANGUAGE)!;
  root.lang = language.tag;
  root.dir = language.dir;
  root.style.fontSize = `${language.fontSize}px`;
  loadLanguageFont(language.code);
}

let latestRequest: LanguageCode | undefined;

/**
 * Loads every namespace in use in the new language first, so the page never shows missing
 * text. When switches overlap, the last one asked for wins, whichever finishes loading last.
 */
/** Whether the page already shows this language's texts. */
export function isLanguageShown(code: LanguageCode): boolean {
  return i18next.language === languageTag(code);
}

export async function switchLanguage(code: LanguageCode): Promise<void> {
  latestRequest = code;
  const tag = languageTag(code);
  await i18next.loadLanguages(tag);
  if (latestRequest !== code) return;
  await i18next.changeLanguage(tag);
  applyDocumentLanguage(code);
}

export { i18next };
