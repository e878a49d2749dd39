import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addressFormSchema, type MailingAddressForm } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { MailingAddressFields } from '../../components/mailing-address-fields';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { fieldErrors } from '../../lib/error-message';
import { translatedError, validateWith } from '../../lib/form-validation';
import { accountEdits } from '../../lib/account-edits';
import { updateAddress } from './api/update-address';
import { CallHealthPlan } from './components/call-health-plan';
import { EditPageFrame, EditPanel } from './components/edit-page-frame';
import { addressFromMember } from './forms/address-form';
import { useProfileChange } from './use-profile-change';
import { useWriteControl } from '../../lib/read-only-view';

/** Spec 000: the mailing address; under SUPPRESS_MEMBER_EDIT_ADDRESS, whom to call instead. */
export function EditAddressPage(): ReactElement {
  const { t } = useTranslation('account');
  const { features } = useClientConfiguration();
  return (
    <EditPageFrame title={t('address.title')}>
      <EditPanel>{accountEdits(features).address === 'call' ? <CallHealthPlan /> : <AddressEditor />}</EditPanel>
    </EditPageFrame>
  );
}

function AddressEditor(): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const member = useMemberInfo();
  const form = useForm<MailingAddressForm>({
    initialValues: addressFromMember(member.addresses),
    validate: validateWith(addressFormSchema),
  });
  // Runs once the form's schema has passed: its output is the address as the call takes it.
  const save = useProfileChange((values: MailingAddressForm) => updateAddress(addressFormSchema.parse(values)));
  const error = (path: string): string | undefined => translatedError(tCommon, form.errors[path]);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(values, { onError: (failure) => form.setErrors(fieldErrors(failure)) }))}
    >
      <Stack gap="sm">
        <ErrorAlert error={save.error} />
        <MailingAddressFields form={form} path="" fieldError={error} />
        <Button type="submit" loading={save.isPending} w="fit-content" {...writeControl}>
          {t('address.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export default EditAddressPage;
