import { Button, Stack, TextInput } from '@mantine/core';
import type { LoginForm as LoginValues } from '@portal/domain';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLogin, type LoginOutcome } from '../api/login';
import { PasswordField } from '../../../components/password-field';
import { Notice } from '../../../components/notice';
import type { LoginCheck } from './login-check';

let loginCheck: Promise<LoginCheck> | undefined;

/**
 * The shared sign-in schema, fetched when the member first reaches the form rather than with the
 * page: the schema library, and the validation messages its check maps to, are the largest
 * things the sign-in page would otherwise load. If it cannot be fetched, the server's own check
 * still answers.
 */
function loadLoginCheck(): Promise<LoginCheck> {
  loginCheck ??= import('./login-check').then(
    ({ checkLogin }) => checkLogin,
    (): LoginCheck => () => ({}),
  );
  return loginCheck;
}

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
  // Two fields do not need a form library, and the sign-in page loads faster without one.
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const change = (field: keyof LoginValues) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const checkOnBlur = (field: keyof LoginValues) => () => {
    void loadLoginCheck().then((check) => setErrors((current) => ({ ...current, [field]: check(values)[field] })));
  };
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = (await loadLoginCheck())(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(values, {
      onSuccess: (outcome) => onSignedIn(outcome, values.username),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') setErrors(error.fields);
      },
    });
  };
  const fieldError = (key: string | undefined): string | undefined => (key ? t(key as 'validation.required') : undefined);
  const showFailure = login.isError && !(login.error instanceof ApiError && login.error.code === 'VALIDATION_FAILED');
  return (
    <form onSubmit={(event) => void submit(event)} onFocus={() => void loadLoginCheck()} noValidate>
      <Stack gap="md">
        {showFailure && (
          <Notice tone="error" role="alert" title={tAuth('login.failedTitle')}>
            {t(failureMessageKey(login.error) as 'errors.GENERIC')}
          </Notice>
        )}
        <TextInput
          label={tAuth('login.username')}
          autoComplete="username"
          required
          value={values.username}
          onChange={change('username')}
          onBlur={checkOnBlur('username')}
          error={fieldError(errors.username)}
        />
        <PasswordField
          label={tAuth('login.password')}
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          onBlur={checkOnBlur('password')}
          error={fieldError(errors.password)}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {tAuth('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
