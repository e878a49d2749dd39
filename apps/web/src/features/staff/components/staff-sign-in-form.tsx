import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { useSignInStaff } from '../api/sign-in-staff';

const CODE_PATTERN = /^\d{6}$/;

/** Staff sign in with a password and an authenticator code, always. */
export function StaffSignInForm(): ReactElement {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const [values, setValues] = useState({ username: '', password: '', totp: '' });
  const [missing, setMissing] = useState<Partial<Record<keyof typeof values, string>>>({});
  const signIn = useSignInStaff();
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: missing[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const required = tCommon('validation.required');
    const found = {
      ...(values.username.trim() ? {} : { username: required }),
      ...(values.password ? {} : { password: required }),
      ...(CODE_PATTERN.test(values.totp.trim()) ? {} : { totp: t('signIn.codeHint') }),
    };
    setMissing(found);
    if (Object.keys(found).length === 0) signIn.mutate({ ...values, totp: values.totp.trim() });
  };
  const failure =
    signIn.error instanceof ApiError && signIn.error.code === 'INVALID_CREDENTIALS' ? t('signIn.failed') : tCommon('errors.GENERIC');
  return (
    <Stack maw={440} mx="auto" gap="lg">
      <div>
        <Title order={1}>{t('signIn.title')}</Title>
        <Text c="dimmed">{t('signIn.intro')}</Text>
      </div>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {signIn.isError && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput label={t('signIn.username')} autoComplete="username" required {...field('username')} />
            <PasswordField label={t('signIn.password')} autoComplete="current-password" required {...field('password')} />
            <TextInput
              label={t('signIn.code')}
              description={t('signIn.codeHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              required
              {...field('totp')}
            />
            <Button type="submit" loading={signIn.isPending} fullWidth>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
