import { InputBase } from '@mantine/core';
import { PERMISSIONS, isLanguageCode, type LanguageCode } from '@portal/contract';
import { sortLanguages } from '@portal/domain';
import type { ChangeEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useSavePreferredLanguage } from '../../lib/api/save-preferred-language';
import { showFlash } from '../../lib/flash';
import { languageChoicesStore, useDisplayedLanguage } from '../../lib/language-store';
import { isSignedIn, useSession } from '../../lib/session-store';

function SelectChevron(): ReactElement {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

/**
 * Spec: shown only when the client allows more than one language. A guest's pick is kept on
 * the device and holds for the visit, over a saved preference once they sign in (decision
 * 0028); a member's is saved as their preference when their token allows it.
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
      languageChoicesStore.set({ preLogin: code, forced: code });
    } else if (!session.permissions.includes(PERMISSIONS.manageMemberAccount)) {
      languageChoicesStore.set({ ...choices, forced: code });
    } else {
      save.mutate(code, { onError: () => showFlash('error', t('errors.GENERIC')) });
    }
  };

  // The kit's NativeSelect is this same input; its chevron alone would cost the first page 1 KB.
  return (
    <InputBase
      component="select"
      aria-label={t('header.language')}
      value={displayed.code}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        const code = event.currentTarget.value;
        if (isLanguageCode(code)) choose(code);
      }}
      rightSection={<SelectChevron />}
      rightSectionPointerEvents="none"
      size="sm"
      w={140}
    >
      {sortLanguages(configuration.languages).map((language) => (
        <option key={language.code} value={language.code}>
          {language.name}
        </option>
      ))}
    </InputBase>
  );
}
