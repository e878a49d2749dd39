import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { VALIDATION } from '@portal/contract';
import { USER_CODE_LENGTH, normalizeUserCode } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveMobileApp } from './api/approve-mobile-app';
import { ErrorAlert } from '../../components/error-alert';
import { useWriteControl } from '../../lib/read-only-view';

/** The signed-in member types the 6-character code the mobile app shows. */
export function MobileSignInPage(): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation('security');
  const { t: tCommon } = useTranslation();
  const form = useForm({
    initialValues: { userCode: '' },
    validate: { userCode: (value) => (normalizeUserCode(value) === '' ? VALIDATION.required : null) },
  });
  const approve = useApproveMobileApp({ onSuccess: () => form.reset() });
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{t('mobile.title')}</Title>
      <Text>{t('mobile.intro')}</Text>
      {approve.isSuccess ? (
        <Alert color="green" role="status">
          {t('mobile.approved')}
        </Alert>
      ) : null}
      <ErrorAlert error={approve.error} />
      <form noValidate onSubmit={form.onSubmit((values) => approve.mutate(values.userCode))}>
        <Stack gap="sm" align="flex-start">
          <TextInput
            label={t('mobile.code')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={USER_CODE_LENGTH + 2}
            dir="ltr"
            required
            {...form.getInputProps('userCode')}
            error={form.errors.userCode ? tCommon(form.errors.userCode as 'validation.required') : undefined}
          />
          <Button type="submit" loading={approve.isPending} {...writeControl}>
            {t('mobile.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export default MobileSignInPage;
