import { DEFAULT_LANGUAGE, type LanguageCode, type LocalizedText } from '@portal/contract';

/** A client's text in the language on screen, else in English, else empty. */
export function pickLocalized(text: LocalizedText | undefined, language: LanguageCode): string {
  return text?.[language] ?? text?.[DEFAULT_LANGUAGE] ?? '';
}
