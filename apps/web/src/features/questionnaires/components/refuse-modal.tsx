import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 001 section 4: a refusal is made through a confirmation. */
export function RefuseModal({
  opened,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation('questionnaires');
  const { t: tCommon } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('refuse.title')}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      centered
    >
      <Text>{t('refuse.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('refuse.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {t('refuse.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
