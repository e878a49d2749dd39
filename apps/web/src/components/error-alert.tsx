import { Alert } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { languageTag } from '../lib/i18n';
import { useDisplayedLanguage } from '../lib/language-store';

/** A failed call, said in the member's language and announced to screen readers; nothing when there is none. */
export function ErrorAlert({ error }: { error: unknown }): ReactElement | null {
  const { t } = useTranslation();
  const { code } = useDisplayedLanguage();
  if (error === null || error === undefined) return null;
  return (
    <Alert color="red" role="alert">
      {errorMessage(t, error, languageTag(code))}
    </Alert>
  );
}
