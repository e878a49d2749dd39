import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailChangeFormSchema, type EmailChangeForm } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { fieldErrors } from '../../../lib/error-message';
import { translatedError, validateWith } from '../../../lib/form-validation';
import { updateEmailAddress } from '../api/update-contact-info';
import { useProfileChange } from '../use-profile-change';
import { ElevationStep, useElevationStep } from './elevation-step';
import { useWriteControl } from '../../../lib/read-only-view';

interface EmailChange {
  readonly email: string;
  readonly elevatedRoleToken?: string;
}

/**
 * A new e-mail address, typed twice; it stays unverified until its code is entered. Replacing
 * an address first asks for a code by the member's MFA channel (or to the current address),
 * since reset links and codes go to it.
 */
export function EmailAddressEditor({ current }: { current: string | null }): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const form = useForm<EmailChangeForm>({ initialValues: { email: '', confirmEmail: '' }, validate: validateWith(emailChangeFormSchema) });
  const save = useProfileChange((change: EmailChange) => updateEmailAddress(change.email, change.elevatedRoleToken));
  const elevation = useElevationStep<EmailChange>();
  const error = (field: keyof EmailChangeForm): string | undefined => translatedError(tCommon, form.errors[field]);

  const submit = (values: EmailChangeForm): void => {
    const email = values.email.trim();
    if (current !== null && current.toLowerCase() !== email.toLowerCase()) {
      elevation.start({ email });
      return;
    }
    save.mutate({ email }, { onError: (failure) => form.setErrors(fieldErrors(failure)) });
  };

  if (elevation.waiting) {
    return (
      <ElevationStep
        step={elevation}
        purpose={t('contact.emailChangeCode')}
        onConfirmed={(change, elevatedRoleToken) => save.mutateAsync({ ...change, elevatedRoleToken })}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        {current && <Text>{t('contact.currentEmail', { email: current })}</Text>}
        <Text size="sm">{t('contact.emailIntro')}</Text>
        <ErrorAlert error={save.error ?? elevation.requestCode.error} />
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
        <Button type="submit" loading={save.isPending || elevation.requestCode.isPending} w="fit-content" {...writeControl}>
          {t('contact.saveEmail')}
        </Button>
      </Stack>
    </form>
  );
}
