import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';

/** The BCP 47 tag of the language on screen, for dates and numbers. */
export function useLanguageTag(): string {
  return languageTag(useDisplayedLanguage().code);
}
