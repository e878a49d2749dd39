import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { VALIDATION } from '@portal/contract';
import { credentialsFormSchema, type CredentialsForm } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordRules } from '../../../components/password-rules';
import { translatedError, validateWith } from '../../../lib/form-validation';
import { useCheckUsername } from '../api/check-username';
import { StepFrame } from './step-frame';
import { PasswordField } from '../../../components/password-field';

/** Step 4: a username without spaces that nobody else has, and a password under the rules. */
export function CredentialsStep(props: {
  initial?: CredentialsForm;
  takenError?: boolean;
  onBack: () => void;
  onNext: (credentials: CredentialsForm) => void;
}): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const form = useForm<CredentialsForm>({
    initialValues: props.initial ?? { username: '', password: '', confirmPassword: '' },
    initialErrors: props.takenError ? { username: VALIDATION.usernameNotTaken } : {},
    validate: validateWith(credentialsFormSchema),
  });
  const check = useCheckUsername();
  const submit = (values: CredentialsForm): void =>
    check.mutate(values.username, {
      onSuccess: (available) => {
        if (available) props.onNext(values);
        else form.setFieldError('username', VALIDATION.usernameNotTaken);
      },
    });
  const error = (field: keyof CredentialsForm): string | undefined => translatedError(tCommon, form.errors[field]);
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <StepFrame step="credentials" onBack={props.onBack} pending={check.isPending}>
        <Stack gap="sm">
          <TextInput
            label={t('credentials.username')}
            description={t('credentials.usernameHint')}
            autoComplete="username"
            autoCapitalize="off"
            required
            {...form.getInputProps('username')}
            error={error('username')}
          />
          <PasswordField
            label={t('credentials.password')}
            autoComplete="new-password"
            required
            aria-describedby="registration-password-rules"
            {...form.getInputProps('password')}
            error={error('password')}
          />
          <PasswordRules id="registration-password-rules" password={form.values.password} />
          <PasswordField
            label={t('credentials.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
            error={error('confirmPassword')}
          />
        </Stack>
      </StepFrame>
    </form>
  );
}
