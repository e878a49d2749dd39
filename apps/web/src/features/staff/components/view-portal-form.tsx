import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IMPERSONATION_REASON_LENGTH } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useStartViewing } from '../api/start-viewing';
import { memberInfoKeys } from '../../../lib/api/member-info-keys';

/** Staff give a reason, then the member's portal opens read-only in this tab. */
export function ViewPortalForm({ memberId }: { memberId: number }): ReactElement {
  const { t } = useTranslation('staff');
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const view = useStartViewing({
    onSuccess: async () => {
      // Nothing a previous view or member loaded may show in this one.
      queryClient.removeQueries({ queryKey: memberInfoKeys.all });
      await navigate('/', { replace: true });
    },
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const short = reason.trim().length < IMPERSONATION_REASON_LENGTH.min;
    setTooShort(short);
    if (!short) view.mutate({ memberId, reason: reason.trim() });
  };
  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('view.title')}
          </Title>
          <Text>{t('view.explain')}</Text>
          <ErrorAlert error={view.error} />
          <Textarea
            label={t('view.reason')}
            description={t('view.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={IMPERSONATION_REASON_LENGTH.max}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tooShort ? t('view.reasonTooShort') : undefined}
          />
          <Button type="submit" loading={view.isPending} w="fit-content">
            {t('view.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
