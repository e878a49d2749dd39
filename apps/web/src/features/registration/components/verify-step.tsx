import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CodeSent } from '@portal/contract';
import { useHandedCall } from '../../../lib/api/mutation-hook';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/code-field';
import { TotpSetupPanel } from '../../../components/totp-setup';
import { showFlash } from '../../../lib/flash';
import { StepFrame } from './step-frame';
import { ErrorAlert } from '../../../components/error-alert';

/** Step 6: the code that proves the channel; it also creates the account. */
export function VerifyStep(props: {
  sent: CodeSent;
  onBack: () => void;
  onResend: () => Promise<CodeSent>;
  onVerify: (code: string) => Promise<void>;
}): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const [sent, setSent] = useState(props.sent);
  const form = useForm({
    initialValues: { totp: '' },
    validate: { totp: (value) => (/^\d{6}$/.test(value.trim()) ? null : 'validation.code') },
  });
  const verify = useHandedCall((totp: string) => props.onVerify(totp));
  const resend = useHandedCall(props.onResend, {
    onSuccess: (again) => {
      setSent(again);
      showFlash('success', tCommon('mfa.resent'));
    },
  });
  const failure = verify.error ?? resend.error;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => verify.mutate(values.totp.trim()))}>
      <StepFrame step="verify" onBack={props.onBack} submitLabel={t('verify.submit')} pending={verify.isPending}>
        <Stack gap="sm">
          {sent.totpSetup ? <TotpSetupPanel setup={sent.totpSetup} /> : null}
          <Text>
            {sent.channel === 'TOTP' ? tCommon('mfa.totpPrompt') : tCommon('mfa.codeSentTo', { destination: sent.maskedDestination ?? '' })}
          </Text>
          <ErrorAlert error={failure} />
          <CodeField
            label={tCommon('mfa.code')}
            required
            {...form.getInputProps('totp')}
            error={form.errors.totp ? tCommon(form.errors.totp as 'validation.code') : undefined}
          />
          {sent.channel !== 'TOTP' && (
            <Button variant="subtle" w="fit-content" onClick={() => resend.mutate()} loading={resend.isPending}>
              {tCommon('mfa.resend')}
            </Button>
          )}
        </Stack>
      </StepFrame>
    </form>
  );
}
