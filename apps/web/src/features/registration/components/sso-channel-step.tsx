import { Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CodeSent, SsoContactInfo } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useRequestSsoRegistrationCode, type SsoCodeChannel } from '../api/request-sso-registration-code';
import { StepFrame } from './step-frame';

/** Each channel and the contact on file it reaches, masked (the server knows the address). */
export function ssoChannels(contacts: SsoContactInfo): { type: SsoCodeChannel; masked: string | null }[] {
  return [
    { type: 'EMAIL', masked: contacts.primaryEmail },
    { type: 'SMS', masked: contacts.primarySmsPhone },
    { type: 'VOICE', masked: contacts.primaryPhone },
  ];
}

/** Where the registration code goes: one of the contacts the plan has on file. */
export function SsoChannelStep(props: {
  contacts: SsoContactInfo;
  initial?: SsoCodeChannel;
  onBack: () => void;
  onNext: (channel: SsoCodeChannel, sent: CodeSent) => void;
}): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const channels = ssoChannels(props.contacts);
  const first = channels.find((channel) => channel.masked !== null)?.type;
  const form = useForm<{ channel: SsoCodeChannel | '' }>({
    initialValues: { channel: props.initial ?? first ?? '' },
    validate: { channel: (value) => (value === '' ? 'validation.required' : null) },
  });
  const send = useRequestSsoRegistrationCode({
    onSuccess: (sent, channel) => props.onNext(channel, sent),
  });
  const nothingOnFile = first === undefined;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (values.channel !== '') send.mutate(values.channel);
      })}
    >
      <StepFrame step="ssoChannel" onBack={props.onBack} pending={send.isPending}>
        <Stack gap="sm">
          <Text>{t('sso.channelIntro')}</Text>
          <ErrorAlert error={send.error} />
          {nothingOnFile ? (
            <Text role="alert">{t('sso.noContacts')}</Text>
          ) : (
            <Radio.Group
              label={t('mfa.channel')}
              required
              {...form.getInputProps('channel')}
              error={form.errors.channel ? tCommon('validation.required') : undefined}
            >
              <Stack gap="xs" mt="xs">
                {channels.map((channel) => (
                  <Radio
                    key={channel.type}
                    value={channel.type}
                    disabled={channel.masked === null}
                    label={`${tCommon(`mfa.channels.${channel.type}`)} ${channel.masked ?? ''}`.trim()}
                    description={channel.masked === null ? t('sso.notOnFile') : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Stack>
      </StepFrame>
    </form>
  );
}
