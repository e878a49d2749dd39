import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export default function LearnMoreModal({ programme, onClose }: { programme: string; onClose: () => void }): ReactElement {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('learnMore.title', { programme })}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
    >
      <Stack gap="sm">
        <Text>{t('learnMore.what', { programme })}</Text>
        <Text>{t('learnMore.how')}</Text>
        <Text>{t('learnMore.who')}</Text>
        <Button onClick={onClose}>{t('learnMore.done')}</Button>
      </Stack>
    </Modal>
  );
}
