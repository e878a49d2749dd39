import { Alert, Button, Stack } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec: 'There was an error fetching the document', with a way to try again. */
export function DocumentLoadError({ onRetry }: { onRetry: () => void }): ReactElement {
  const { t } = useTranslation('documents');
  const { t: tCommon } = useTranslation();
  return (
    <Stack align="flex-start">
      <Alert color="red" role="alert" title={t('loadFailedTitle')}>
        {t('loadFailed')}
      </Alert>
      <Button variant="light" onClick={onRetry}>
        {tCommon('actions.tryAgain')}
      </Button>
    </Stack>
  );
}
