import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice';
import { useQuestionnairesFailure } from '../api/failure-flag';

/** Spec 001 section 8: while the area's failure flag is up, the generic message. */
export function FailureAlert(): ReactElement | null {
  const { t } = useTranslation();
  const failed = useQuestionnairesFailure();
  if (!failed) return null;
  return (
    <Notice tone="error" role="alert">
      {t('errors.GENERIC')}
    </Notice>
  );
}
