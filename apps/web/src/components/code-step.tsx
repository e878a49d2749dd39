import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useHandedCall } from '../lib/api/mutation-hook';
import type { CodeSent } from '@portal/contract';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from './code-field';
import { ErrorAlert } from './error-alert';
import { useWriteControl } from '../lib/read-only-view';

/** A code to enter, with what it is for above it and an optional resend. */
export function CodeStep(props: {
  intro: ReactNode;
  onSubmit: (code: string) => Promise<unknown>;
  onResend?: () => void;
  resending?: boolean;
  onCancel: () => void;
  /** What entering the code does, when it does more than verify (delete the account). */
  submitLabel?: string;
}): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { totp: '' },
    validate: { totp: (value) => (/^\d{6}$/.test(value.trim()) ? null : 'validation.code') },
  });
  const submit = useHandedCall((totp: string) => props.onSubmit(totp));
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit.mutate(values.totp.trim()))}>
      <Stack gap="sm">
        {typeof props.intro === 'string' ? <Text>{props.intro}</Text> : props.intro}
        <ErrorAlert error={submit.error} />
        <CodeField
          label={t('mfa.code')}
          required
          {...form.getInputProps('totp')}
          error={form.errors.totp ? t(form.errors.totp as 'validation.code') : undefined}
        />
        <Group>
          <Button type="submit" loading={submit.isPending} {...writeControl}>
            {props.submitLabel ?? t('mfa.verify')}
          </Button>
          {props.onResend && (
            <Button variant="subtle" onClick={props.onResend} loading={props.resending} {...writeControl}>
              {t('mfa.resend')}
            </Button>
          )}
          <Button variant="subtle" onClick={props.onCancel}>
            {t('actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Where the code went (or that the authenticator app has it), and what entering it will do. */
export function CodeSentIntro({ sent, purpose }: { sent: CodeSent; purpose: string }): ReactElement {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text>{sent.channel === 'TOTP' ? t('mfa.totpPrompt') : t('mfa.codeSentTo', { destination: sent.maskedDestination ?? '' })}</Text>
      <Text>{purpose}</Text>
    </Stack>
  );
}
