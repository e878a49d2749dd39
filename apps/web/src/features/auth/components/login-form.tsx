import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginFormSchema, type LoginForm as LoginValues } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { validateWith } from '../../../lib/form-validation';
import { safeNextUrl } from '../../../lib/safe-next-url';
import { useLogin } from '../api/login';

function failureMessageKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') return 'errors.INVALID_CREDENTIALS';
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return 'errors.RATE_LIMITED';
  return 'errors.GENERIC';
}

export function LoginForm(): ReactElement {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: validateWith(loginFormSchema),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => void navigate(safeNextUrl(searchParams.get('nextUrl')), { replace: true }),
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
