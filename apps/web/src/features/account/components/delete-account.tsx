import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { CodeSent } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeSentIntro, CodeStep } from '../../../components/code-step';
import { ErrorAlert } from '../../../components/error-alert';
import { useRequestElevationCode } from '../../../lib/api/request-elevation-code';
import { verifyElevationCode } from '../../../lib/api/verify-elevation-code';
import { signOut } from '../../../lib/sign-out';
import { deleteRegistration } from '../api/delete-registration';
import { useWriteControl } from '../../../lib/read-only-view';

const DELETED = ['credentials', 'security', 'contacts', 'preferences'] as const;
const KEPT = ['membership', 'rewards', 'agreements'] as const;

/** Delete the portal account: what goes and what stays, a code to confirm it is the member, then out. */
export function DeleteAccount(): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation('account');
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('delete.intro')}</Text>
      <Button color="red" variant="outline" onClick={() => setOpened(true)} {...writeControl}>
        {t('delete.open')}
      </Button>
      {opened && <DeleteAccountDialog onClose={() => setOpened(false)} />}
    </Stack>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const requestCode = useRequestElevationCode({ onSuccess: setSent });
  const deleteAccount = async (code: string): Promise<void> => {
    await deleteRegistration(await verifyElevationCode(code));
    await signOut(queryClient, 'account-deleted');
    await navigate('/login', { replace: true });
  };
  return (
    <Modal opened onClose={onClose} title={t('delete.title')} closeButtonProps={{ 'aria-label': tCommon('actions.close') }}>
      {sent === null ? (
        <Stack gap="sm">
          <Text fw={600}>{t('delete.deletedHeading')}</Text>
          <List size="sm" spacing={4}>
            {DELETED.map((item) => (
              <List.Item key={item}>{t(`delete.deleted.${item}`)}</List.Item>
            ))}
          </List>
          <Text fw={600}>{t('delete.keptHeading')}</Text>
          <List size="sm" spacing={4}>
            {KEPT.map((item) => (
              <List.Item key={item}>{t(`delete.kept.${item}`)}</List.Item>
            ))}
          </List>
          <Text>{t('delete.afterwards')}</Text>
          <ErrorAlert error={requestCode.error} />
          <Group>
            <Button color="red" loading={requestCode.isPending} onClick={() => requestCode.mutate()}>
              {t('delete.sendCode')}
            </Button>
            <Button variant="subtle" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <CodeStep
          intro={<CodeSentIntro sent={sent} purpose={t('delete.codeIntro')} />}
          submitLabel={t('delete.confirm')}
          onSubmit={deleteAccount}
          onResend={sent.channel === 'TOTP' ? undefined : () => requestCode.mutate()}
          resending={requestCode.isPending}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
