import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { languageTag } from '../lib/i18n';
import { useDisplayedLanguage } from '../lib/language-store';
import { Notice } from './notice';

/** A failed call, said in the member's language and announced to screen readers; nothing when there is none. */
export function ErrorAlert({ error }: { error: unknown }): ReactElement | null {
  const { t } = useTranslation();
  const { code } = useDisplayedLanguage();
  if (error === null || error === undefined) return null;
  return (
    <Notice tone="error" role="alert">
      {errorMessage(t, error, languageTag(code))}
    </Notice>
  );
}
