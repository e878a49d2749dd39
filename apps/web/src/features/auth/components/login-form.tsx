import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginFormSchema, type LoginForm as LoginValues } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { validateWith } from '../../../lib/form-validation';
import { useLogin, type LoginOutcome } from '../api/login';

function failureMessageKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') return 'errors.INVALID_CREDENTIALS';
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return 'errors.RATE_LIMITED';
  return 'errors.GENERIC';
}

/** Username and password; what comes next (home, or the MFA step) is the page's to decide. */
export function LoginForm({ onSignedIn }: { onSignedIn: (outcome: LoginOutcome, username: string) => void }): ReactElement {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const login = useLogin();
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: validateWith(loginFormSchema),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) => {
    login.mutate(values, {
      onSuccess: (outcome) => onSignedIn(outcome, values.username),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') form.setErrors(error.fields);
      },
    });
  });
  const fieldError = (key: string | undefined): string | undefined => (key ? t(key as 'validation.required') : undefined);
  const showFailure = login.isError && !(login.error instanceof ApiError && login.error.code === 'VALIDATION_FAILED');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {showFailure && (
          <Alert color="red" role="alert" title={tAuth('login.failedTitle')}>
            {t(failureMessageKey(login.error) as 'errors.GENERIC')}
          </Alert>
        )}
        <TextInput
          label={tAuth('login.username')}
          autoComplete="username"
          required
          {...form.getInputProps('username')}
          error={fieldError(form.errors.username as string | undefined)}
        />
        <PasswordInput
          label={tAuth('login.password')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': tAuth('login.showPassword') }}
          {...form.getInputProps('password')}
          error={fieldError(form.errors.password as string | undefined)}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {tAuth('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
