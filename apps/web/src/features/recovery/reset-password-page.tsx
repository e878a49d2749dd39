import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordFormSchema } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { PasswordRules } from '../../components/password-rules';
import { useResetLinkCheck } from './api/check-reset-link';
import { useResetPassword } from './api/reset-password';
import { ErrorAlert } from '../../components/error-alert';
import { PasswordField } from '../../components/password-field';
import { validateWith } from '../../lib/form-validation';

/**
 * Opened from the e-mailed link (`?username=&token=`): a new password under the spec's rules.
 * The link is checked first, so a used or expired one is refused before anything is typed.
 */
export function ResetPasswordPage(): ReactElement {
  const { t } = useTranslation('recovery');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const username = searchParams.get('username') ?? '';
  const token = searchParams.get('token') ?? '';
  // If the check itself fails (offline, too many tries), the form shows and the reset call decides.
  const link = useResetLinkCheck(username, token);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateWith(newPasswordFormSchema),
  });
  const reset = useResetPassword({
    onSuccess: () => void navigate('/reset-password-success', { replace: true }),
  });
  const error = (field: 'password' | 'confirmPassword'): string | undefined => {
    const key = form.errors[field];
    return typeof key === 'string' ? tCommon(key as 'validation.required') : undefined;
  };
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('resetPassword.title')}</Title>
      {link.isLoading ? (
        <FullPageLoader />
      ) : !username || !token || link.data?.usable === false ? (
        <Alert color="red" role="alert">
          {!username || !token ? t('resetPassword.invalidLink') : tCommon('errors.INVALID_RESET_LINK')}{' '}
          <Anchor component={Link} to="/forgot-password">
            {t('resetPassword.requestNew')}
          </Anchor>
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => reset.mutate({ username, token, newPassword: values.password }))}>
          <Stack gap="md">
            <ErrorAlert error={reset.error} />
            <PasswordField
              label={t('resetPassword.newPassword')}
              autoComplete="new-password"
              required
              aria-describedby="password-rules"
              {...form.getInputProps('password')}
              error={error('password')}
            />
            <PasswordRules id="password-rules" password={form.values.password} />
            <PasswordField
              label={t('resetPassword.confirmPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
              error={error('confirmPassword')}
            />
            <Button type="submit" loading={reset.isPending} w="fit-content">
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

export default ResetPasswordPage;
