import { Box, Button, Radio, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CommunicationPreferences } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { showFlash } from '../../lib/flash';
import { useSaveCommunicationPreferences } from './api/save-communication-preferences';
import { EditPageFrame, EditPanel } from './components/edit-page-frame';
import { contactMethods, notificationSettingsFromMember } from './forms/notification-settings-form';
import { useWriteControl } from '../../lib/read-only-view';

/** Spec 000: e-mail and text-message switches, phone and mail consent, and the preferred method. */
export function NotificationSettingsPage(): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation('account');
  const member = useMemberInfo();
  const smsAllowed = useClientConfiguration().features.includes('SMS_OPT_IN');
  const form = useForm<CommunicationPreferences>({
    initialValues: notificationSettingsFromMember(member.communicationPreferences, smsAllowed),
  });
  const save = useSaveCommunicationPreferences(member.id);
  const submit = (values: CommunicationPreferences): void => save.mutate(values, { onSuccess: () => showFlash('success', t('saved')) });
  return (
    <EditPageFrame title={t('notifications.title')}>
      <EditPanel>
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <Text>{t('notifications.intro')}</Text>
            <ErrorAlert error={save.error} />
            <Box component="fieldset" m={0} p={0} style={{ border: 0 }}>
              <Text component="legend" fw={600} mb="xs">
                {t('notifications.consentHeading')}
              </Text>
              <Stack gap="sm">
                <Switch label={t('notifications.email')} {...form.getInputProps('email', { type: 'checkbox' })} {...writeControl} />
                {smsAllowed && (
                  <Switch label={t('notifications.sms')} {...form.getInputProps('sms', { type: 'checkbox' })} {...writeControl} />
                )}
                <Switch label={t('notifications.phone')} {...form.getInputProps('phone', { type: 'checkbox' })} {...writeControl} />
                <Switch label={t('notifications.mail')} {...form.getInputProps('mail', { type: 'checkbox' })} {...writeControl} />
              </Stack>
            </Box>
            <Radio.Group label={t('notifications.preferred')} {...form.getInputProps('preferredMethod')}>
              <Stack gap="xs" mt="xs">
                {contactMethods(smsAllowed).map((method) => (
                  <Radio key={method} value={method} label={t(`notifications.methods.${method}`)} {...writeControl} />
                ))}
              </Stack>
            </Radio.Group>
            <Button type="submit" loading={save.isPending} w="fit-content" {...writeControl}>
              {t('notifications.submit')}
            </Button>
          </Stack>
        </form>
      </EditPanel>
    </EditPageFrame>
  );
}

export default NotificationSettingsPage;
