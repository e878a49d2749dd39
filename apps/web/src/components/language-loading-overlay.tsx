import { LoadingOverlay } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Covers the page while another language's texts load; loaded with the first change of language. */
export default function LanguageLoadingOverlay(): ReactElement {
  const { t } = useTranslation();
  return <LoadingOverlay visible zIndex={300} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('loading') }} />;
}
