import { Anchor, Button, List, Modal, Stack, Text } from '@mantine/core';
import type { Agreement } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { documentPath } from '../../../lib/document-path';
import { ErrorAlert } from '../../../components/error-alert';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useAcceptAgreements } from '../api/accept-agreements';

/**
 * Spec 000: shown whenever privacy or terms agreements are pending. It cannot be dismissed
 * without 'I understand', which records one acceptance per pending agreement. It says the
 * agreements were updated only to a member who accepted an earlier version.
 */
export default function UpdatedAgreementsModal(props: {
  memberId: number;
  policies: readonly Agreement[];
  updated: boolean;
}): ReactElement {
  const { memberId, policies } = props;
  const { t } = useTranslation('agreements');
  const { code } = useDisplayedLanguage();
  const accept = useAcceptAgreements(memberId);
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={props.updated ? t('updated.title') : t('updated.firstTitle')}
    >
      <Stack gap="md">
        <Text>{t('updated.body')}</Text>
        <List>
          {policies.map((agreement) => (
            <List.Item key={agreement.id}>
              {agreement.document ? (
                <Anchor href={documentPath(agreement.document, code)} target="_blank" rel="noopener">
                  {t(`documents.${agreement.type}`)} <span className="visually-hidden">{t('updated.opensInNewTab')}</span>
                </Anchor>
              ) : (
                t(`documents.${agreement.type}`)
              )}
            </List.Item>
          ))}
        </List>
        <ErrorAlert error={accept.error} />
        <Button onClick={() => accept.mutate(policies)} loading={accept.isPending} data-autofocus>
          {t('updated.accept')}
        </Button>
      </Stack>
    </Modal>
  );
}
