import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizeRecoveryCode, recoveryCodesRunningLow } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { showFlash } from '../../../lib/flash';
import { useVerifyRecoveryCode } from '../api/verify-recovery-code';

export interface RecoveryCodeFormProps {
  readonly onVerified: () => void;
  readonly onLocked: () => void;
  /** Back to the usual code. */
  readonly onBack: () => void;
}

/** The second step of sign-in with one of the member's one-time recovery codes instead of a code. */
export function RecoveryCodeForm({ onVerified, onLocked, onBack }: RecoveryCodeFormProps): ReactElement {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const form = useForm({
    initialValues: { recoveryCode: '' },
    validate: { recoveryCode: (value) => (normalizeRecoveryCode(value) ? null : 'recoveryStep.invalid') },
  });
  const verify = useVerifyRecoveryCode({
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'MFA_LOCKED') onLocked();
    },
    onSuccess: (left) => {
      if (recoveryCodesRunningLow(left)) showFlash('warning', t('recoveryStep.left', { count: left }));
      onVerified();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => verify.mutate(values.recoveryCode))}>
      <Stack gap="md">
        <Text>{t('recoveryStep.intro')}</Text>
        <ErrorAlert error={verify.error} />
        <TextInput
          label={t('recoveryStep.label')}
          required
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          {...form.getInputProps('recoveryCode')}
          error={form.errors.recoveryCode ? t(form.errors.recoveryCode as 'recoveryStep.invalid') : undefined}
        />
        <Group>
          <Button type="submit" loading={verify.isPending}>
            {tCommon('mfa.verify')}
          </Button>
        </Group>
        <Anchor component="button" type="button" onClick={onBack} ta="start">
          {t('recoveryStep.useCode')}
        </Anchor>
      </Stack>
    </form>
  );
}
