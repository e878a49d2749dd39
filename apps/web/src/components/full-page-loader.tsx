import { Center, Loader } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec: a spinner while configuration, member info or a language change loads. */
export function FullPageLoader(): ReactElement {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </Center>
  );
}
