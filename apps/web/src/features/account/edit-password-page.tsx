import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordChangeFormSchema, type PasswordChangeForm } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { PasswordField } from '../../components/password-field';
import { PasswordRules } from '../../components/password-rules';
import { ApiError } from '../../lib/api-client';
import { fieldErrors } from '../../lib/error-message';
import { showFlash } from '../../lib/flash';
import { translatedError, validateWith } from '../../lib/form-validation';
import { usePasswordChange } from './api/update-password';
import { EditPageFrame, EditPanel } from './components/edit-page-frame';
import { passwordFailureField } from './forms/password-change-form';
import { useWriteControl } from '../../lib/read-only-view';

/** Spec 000: the current password, then a new one under the rules; always available. */
export function EditPasswordPage(): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<PasswordChangeForm>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateWith(passwordChangeFormSchema),
  });
  const change = usePasswordChange({
    onSuccess: async () => {
      showFlash('success', t('saved'));
      await navigate('/account');
    },
    onError: (failure) => {
      const field = failure instanceof ApiError ? passwordFailureField(failure.code) : null;
      // The two password refusals read best beside their field, in their own words.
      if (field && failure instanceof ApiError) form.setErrors({ [field]: `errors.${failure.code}` });
      else form.setErrors(fieldErrors(failure));
    },
  });
  const error = (field: keyof PasswordChangeForm): string | undefined => translatedError(tCommon, form.errors[field]);
  return (
    <EditPageFrame title={t('password.title')}>
      <EditPanel>
        <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
          <Stack gap="sm">
            <ErrorAlert error={change.error} />
            <PasswordField
              label={t('password.old')}
              autoComplete="current-password"
              required
              {...form.getInputProps('oldPassword')}
              error={error('oldPassword')}
            />
            <PasswordField
              label={t('password.new')}
              autoComplete="new-password"
              required
              aria-describedby="account-password-rules"
              {...form.getInputProps('newPassword')}
              error={error('newPassword')}
            />
            <PasswordRules id="account-password-rules" password={form.values.newPassword} />
            <PasswordField
              label={t('password.confirm')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
              error={error('confirmPassword')}
            />
            <Button type="submit" loading={change.isPending} w="fit-content" {...writeControl}>
              {t('password.submit')}
            </Button>
          </Stack>
        </form>
      </EditPanel>
    </EditPageFrame>
  );
}

export default EditPasswordPage;
