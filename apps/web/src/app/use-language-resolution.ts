import { useDirection } from '@mantine/core';
import { findLanguage, type ClientConfiguration, type LanguageCode } from '@portal/contract';
import { chooseLanguage, sortLanguages } from '@portal/domain';
import { useEffect } from 'react';
import { isLanguageShown, switchLanguage } from '../lib/i18n';
import { browserLanguages, displayedLanguageStore, useLanguageChoices, type LanguageChoices } from '../lib/language-store';

/** The language to show: a forced one if the client offers it, else spec 000 section 4's order. */
export function resolveLanguage(
  configuration: Pick<ClientConfiguration, 'languages'>,
  choices: LanguageChoices,
  memberPreference: LanguageCode | null | undefined,
  browser: readonly string[],
): LanguageCode {
  const allowed = sortLanguages(configuration.languages).map((language) => language.code);
  if (choices.forced && allowed.includes(choices.forced)) return choices.forced;
  return chooseLanguage({ memberPreference, candidates: [choices.preLogin, ...browser], allowed });
}

/** Keeps i18n, `<html lang dir>` and Mantine's direction on the resolved language. */
export function useLanguageResolution(configuration: ClientConfiguration, memberPreference: LanguageCode | null | undefined): LanguageCode {
  const choices = useLanguageChoices();
  const language = resolveLanguage(configuration, choices, memberPreference, browserLanguages());
  const { setDirection } = useDirection();
  useEffect(() => {
    let current = true;
    // Usually the language the page started in: no overlay, and no render for it.
    if (!isLanguageShown(language)) displayedLanguageStore.set({ code: language, loading: true });
    setDirection(findLanguage(language)?.dir ?? 'ltr');
    void switchLanguage(language).finally(() => {
      const shown = displayedLanguageStore.get();
      if (current && (shown.code !== language || shown.loading)) displayedLanguageStore.set({ code: language, loading: false });
    });
    return () => {
      current = false;
    };
  }, [language, setDirection]);
  return language;
}
