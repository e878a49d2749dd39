import { NativeSelect } from '@mantine/core';
import { PERMISSIONS, isLanguageCode, type LanguageCode } from '@portal/contract';
import { sortLanguages } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useSavePreferredLanguage } from '../../lib/api/save-preferred-language';
import { showFlash } from '../../lib/flash';
import { languageChoicesStore, useDisplayedLanguage } from '../../lib/language-store';
import { isSignedIn, useSession } from '../../lib/session-store';

/**
 * Spec: shown only when the client allows more than one language. A guest's pick is kept on
 * the device; a member's is saved as their preference when their token allows it.
 */
export function LanguageSelector(): ReactElement | null {
  const { t } = useTranslation();
  const configuration = useClientConfiguration();
  const displayed = useDisplayedLanguage();
  const session = useSession();
  const save = useSavePreferredLanguage(session?.memberId ?? 0);
  if (configuration.languages.length < 2) return null;

  const choose = (code: LanguageCode): void => {
    const choices = languageChoicesStore.get();
    if (!isSignedIn(session)) {
      languageChoicesStore.set({ preLogin: code, forced: null });
    } else if (!session.permissions.includes(PERMISSIONS.manageMemberAccount)) {
      languageChoicesStore.set({ ...choices, forced: code });
    } else {
      save.mutate(code, {
        onSuccess: () => languageChoicesStore.set({ ...languageChoicesStore.get(), forced: null }),
        onError: () => showFlash('error', t('errors.GENERIC')),
      });
    }
  };

  return (
    <NativeSelect
      aria-label={t('header.language')}
      value={displayed.code}
      onChange={(event) => {
        const code = event.currentTarget.value;
        if (isLanguageCode(code)) choose(code);
      }}
      data={sortLanguages(configuration.languages).map((language) => ({ value: language.code, label: language.name }))}
      size="sm"
      w={140}
    />
  );
}
