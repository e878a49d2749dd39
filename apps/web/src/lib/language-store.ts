import { isLanguageCode, type LanguageCode } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './browser-storage';
import { createExternalStore } from './external-store';

/**
 * The visitor's own language choices: what they picked before signing in (kept on this
 * device) and the visit's language, forced with `?lang=` or picked before signing in (kept for
 * the visit over a saved preference, until they pick another or save one; decision 0028).
 */
export interface LanguageChoices {
  readonly preLogin: LanguageCode | null;
  readonly forced: LanguageCode | null;
}

const PRE_LOGIN_KEY = 'pre-login-language';
const FORCED_KEY = 'forced-language';

function storedCode(kind: 'local' | 'session', key: string): LanguageCode | null {
  const value = readStored(kind, key);
  return value !== null && isLanguageCode(value) ? value : null;
}

export const languageChoicesStore = createExternalStore<LanguageChoices>(
  { preLogin: storedCode('local', PRE_LOGIN_KEY), forced: storedCode('session', FORCED_KEY) },
  (choices) => {
    writeStored('local', PRE_LOGIN_KEY, choices.preLogin);
    writeStored('session', FORCED_KEY, choices.forced);
  },
);

export function useLanguageChoices(): LanguageChoices {
  return useSyncExternalStore(languageChoicesStore.subscribe, languageChoicesStore.get);
}

export function preLoginLanguage(): LanguageCode | null {
  return languageChoicesStore.get().preLogin;
}

/** The language on screen, and whether a switch to it is still loading. */
export interface DisplayedLanguage {
  readonly code: LanguageCode;
  readonly loading: boolean;
}

export const displayedLanguageStore = createExternalStore<DisplayedLanguage>({ code: 'EN', loading: false });

export function useDisplayedLanguage(): DisplayedLanguage {
  return useSyncExternalStore(displayedLanguageStore.subscribe, displayedLanguageStore.get);
}

/** Reads `?lang=` (`es`, `ES`, `es-MX`) as a language code. */
export function languageFromQuery(search: string): LanguageCode | null {
  const value = new URLSearchParams(search).get('lang')?.slice(0, 2).toUpperCase() ?? '';
  return isLanguageCode(value) ? value : null;
}

export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}
