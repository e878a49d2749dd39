import type { ActionPanelProps } from './action-panel-props';
import { Button, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_LANGUAGE } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useClientConfiguration } from '../../../lib/api/get-client-configuration';
import { showFlash } from '../../../lib/flash';
import { assignedMembers } from '../../../lib/health-action-view';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useWriteControl } from '../../../lib/read-only-view';
import { useReasonableAlternativeRequest } from '../api/request-reasonable-alternative';
import { alternativeRequestProblems, type AlternativeRequestForm } from '../reasonable-alternative-rules';

/**
 * The plan's reasonable-alternative notice, which health-contingent programmes must give, and the
 * way to ask for another way to qualify: a message (and a number to call back), sent to the plan's support.
 */
export function ReasonableAlternative({ init, action, memberId }: ActionPanelProps): ReactElement {
  const { t } = useTranslation('health-actions');
  const { t: tCommon } = useTranslation();
  const { code } = useDisplayedLanguage();
  const { name, supportContacts } = useClientConfiguration();
  const phone = (supportContacts[code] ?? supportContacts[DEFAULT_LANGUAGE])?.phone;
  const writeControl = useWriteControl();
  const members = assignedMembers(init, action);
  const form = useForm<AlternativeRequestForm>({
    initialValues: { memberId: String(members[0]?.id ?? memberId), message: '', contactPhone: '' },
    validate: (values) =>
      Object.fromEntries(Object.entries(alternativeRequestProblems(values)).map(([field, key]) => [field, tCommon(key)])),
  });
  const request = useReasonableAlternativeRequest({
    onSuccess: () => {
      showFlash('success', t('alternative.sent'));
      form.reset();
    },
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="alternative-heading">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          request.mutate({
            healthActionId: action.id,
            memberId: Number(values.memberId),
            message: values.message.trim(),
            ...(values.contactPhone.trim() ? { contactPhone: values.contactPhone.trim() } : {}),
          }),
        )}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="alternative-heading">
            {t('alternative.heading')}
          </Title>
          <Text size="sm">{phone ? t('alternative.noticeWithPhone', { plan: name, phone }) : t('alternative.notice', { plan: name })}</Text>
          <ErrorAlert error={request.error} />
          {members.length > 1 && (
            <NativeSelect
              label={t('alternative.member')}
              required
              data={members.map((member) => ({ value: String(member.id), label: `${member.firstName} ${member.lastName}` }))}
              {...form.getInputProps('memberId')}
            />
          )}
          <Textarea
            label={t('alternative.message')}
            description={t('alternative.messageHint')}
            required
            rows={4}
            {...form.getInputProps('message')}
          />
          <TextInput label={t('alternative.phone')} type="tel" autoComplete="tel" {...form.getInputProps('contactPhone')} />
          <Button type="submit" loading={request.isPending} w="fit-content" {...writeControl}>
            {t('alternative.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
