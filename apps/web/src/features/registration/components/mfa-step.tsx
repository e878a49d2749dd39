import { Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { maskEmail, maskPhone, preferredSmsPhone } from '@portal/domain';
import type { CodeSent, MfaType, PhoneNumberLookup } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestRegistrationCode } from '../api/request-registration-code';
import { StepFrame } from './step-frame';
import { ErrorAlert } from '../../../components/error-alert';

interface Channel {
  readonly type: MfaType;
  readonly destination: string | null;
}

/** Where each channel sends codes: e-mail, the phone to text (cell, home, work), the first phone, or an app. */
export function channelsFor(email: string, phones: readonly PhoneNumberLookup[]): Channel[] {
  const textable = preferredSmsPhone(phones);
  return [
    { type: 'EMAIL', destination: email },
    { type: 'SMS', destination: textable?.contactNumber ?? null },
    { type: 'VOICE', destination: phones[0]?.contactNumber ?? null },
    { type: 'TOTP', destination: null },
  ];
}

/** Step 5: the MFA channel; choosing it sends the code (or sets up the app). */
export function MfaStep(props: {
  token: string;
  email: string;
  phones: readonly PhoneNumberLookup[];
  initial?: MfaType;
  onBack: () => void;
  onNext: (preference: MfaType, sent: CodeSent) => void;
}): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const channels = channelsFor(props.email, props.phones);
  const form = useForm({ initialValues: { channel: props.initial ?? 'EMAIL' } });
  const send = useRequestRegistrationCode(props.token, {
    onSuccess: (sent, channel) => props.onNext(channel.type, sent),
  });
  const masked = (channel: Channel): string => {
    if (!channel.destination) return '';
    return channel.type === 'EMAIL' ? maskEmail(channel.destination) : maskPhone(channel.destination);
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => send.mutate(channels.find((channel) => channel.type === values.channel)!))}>
      <StepFrame step="mfa" onBack={props.onBack} pending={send.isPending}>
        <Stack gap="sm">
          <Text>{t('mfa.intro')}</Text>
          <ErrorAlert error={send.error} />
          <Radio.Group label={t('mfa.channel')} required {...form.getInputProps('channel')}>
            <Stack gap="xs" mt="xs">
              {channels.map((channel) => (
                <Radio
                  key={channel.type}
                  value={channel.type}
                  disabled={channel.type !== 'TOTP' && !channel.destination}
                  label={`${tCommon(`mfa.channels.${channel.type}`)} ${masked(channel)}`.trim()}
                  description={channel.type === 'SMS' && !channel.destination ? t('mfa.noSmsPhone') : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      </StepFrame>
    </form>
  );
}
