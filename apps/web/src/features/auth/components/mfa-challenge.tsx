import { Anchor, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CodeSent } from '@portal/contract';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/code-field';
import { ApiError } from '../../../lib/api-client';
import { showFlash } from '../../../lib/flash';
import { useRequestSignInCode } from '../api/request-sign-in-code';
import { useVerifySignInCode } from '../api/verify-sign-in-code';
import { rememberDevice } from '../../../lib/remembered-devices';
import { ErrorAlert } from '../../../components/error-alert';
import { RecoveryCodeForm } from './recovery-code-form';

export interface MfaChallengeProps {
  readonly username: string;
  readonly sent: CodeSent;
  readonly onVerified: () => void;
  readonly onLocked: () => void;
  readonly onCancel: () => void;
}

/**
 * The second step of sign-in: the code sent by e-mail, text or call, or the app's code; or,
 * without them, one of the member's recovery codes.
 */
export function MfaChallenge({ username, sent: firstSent, onVerified, onLocked, onCancel }: MfaChallengeProps): ReactElement {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const [sent, setSent] = useState(firstSent);
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const form = useForm({
    initialValues: { totp: '', remember: false },
    validate: { totp: (value) => (/^\d{6}$/.test(value.trim()) ? null : 'validation.code') },
  });
  const handleFailure = (error: unknown): void => {
    if (error instanceof ApiError && error.code === 'MFA_LOCKED') onLocked();
  };
  const verify = useVerifySignInCode({
    onError: handleFailure,
    onSuccess: (rememberToken, { remember }) => {
      if (remember) rememberDevice(username, rememberToken);
      onVerified();
    },
  });
  const submit = (values: { totp: string; remember: boolean }): void =>
    verify.mutate({ totp: values.totp.trim(), remember: values.remember });
  const resend = useRequestSignInCode({
    onSuccess: (again) => {
      setSent(again);
      showFlash('success', t('mfa.resent'));
    },
    onError: handleFailure,
  });
  const failure = verify.error ?? resend.error;
  const title = (
    <Title order={2} size="h3">
      {tAuth('mfaStep.title')}
    </Title>
  );
  const anotherAccount = (
    <Anchor component="button" type="button" onClick={onCancel} ta="start">
      {tAuth('mfaStep.useAnotherAccount')}
    </Anchor>
  );
  if (withRecoveryCode) {
    return (
      <Stack gap="md">
        {title}
        <RecoveryCodeForm onVerified={onVerified} onLocked={onLocked} onBack={() => setWithRecoveryCode(false)} />
        {anotherAccount}
      </Stack>
    );
  }
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {title}
        <Text>{sent.channel === 'TOTP' ? t('mfa.totpPrompt') : t('mfa.codeSentTo', { destination: sent.maskedDestination ?? '' })}</Text>
        <ErrorAlert error={failure} />
        <CodeField
          label={t('mfa.code')}
          required
          {...form.getInputProps('totp')}
          error={form.errors.totp ? t(form.errors.totp as 'validation.code') : undefined}
        />
        <Checkbox label={tAuth('mfaStep.rememberDevice')} {...form.getInputProps('remember', { type: 'checkbox' })} />
        <Group>
          <Button type="submit" loading={verify.isPending}>
            {t('mfa.verify')}
          </Button>
          {sent.channel !== 'TOTP' && (
            <Button variant="subtle" onClick={() => resend.mutate()} loading={resend.isPending}>
              {t('mfa.resend')}
            </Button>
          )}
        </Group>
        <Anchor component="button" type="button" onClick={() => setWithRecoveryCode(true)} ta="start">
          {tAuth('mfaStep.useRecoveryCode')}
        </Anchor>
        {anotherAccount}
      </Stack>
    </form>
  );
}
