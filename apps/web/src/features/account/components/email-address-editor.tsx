import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { fieldErrors } from '../../../lib/error-message';
import { translatedError } from '../../../lib/form-validation';
import { updateEmailAddress } from '../api/update-contact-info';
import { validateEmailChange, type EmailChangeForm } from '../forms/email-change-form';
import { useProfileChange } from '../use-profile-change';

/** A new e-mail address, typed twice; it stays unverified until its code is entered. */
export function EmailAddressEditor({ current }: { current: string | null }): ReactElement {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const form = useForm<EmailChangeForm>({ initialValues: { email: '', confirmEmail: '' }, validate: validateEmailChange });
  const save = useProfileChange((values: EmailChangeForm) => updateEmailAddress(values.email.trim()));
  const error = (field: keyof EmailChangeForm): string | undefined => translatedError(tCommon, form.errors[field]);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(values, { onError: (failure) => form.setErrors(fieldErrors(failure)) }))}
    >
      <Stack gap="sm">
        {current && <Text>{t('contact.currentEmail', { email: current })}</Text>}
        <Text size="sm">{t('contact.emailIntro')}</Text>
        <ErrorAlert error={save.error} />
        <TextInput
          label={t('contact.newEmail')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          error={error('email')}
        />
        <TextInput
          label={t('contact.confirmEmail')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('confirmEmail')}
          error={error('confirmEmail')}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('contact.saveEmail')}
        </Button>
      </Stack>
    </form>
  );
}
