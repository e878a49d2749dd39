import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { US_STATE_CODES } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { fieldErrors } from '../../lib/error-message';
import { translatedError } from '../../lib/form-validation';
import { accountEdits } from './account-edits';
import { updateAddress } from './api/update-address';
import { CallHealthPlan } from './components/call-health-plan';
import { EditPageFrame, EditPanel } from './components/edit-page-frame';
import { addressBody, addressFromMember, validateAddress, type AddressForm } from './forms/address-form';
import { useProfileChange } from './use-profile-change';

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
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const member = useMemberInfo();
  const form = useForm<AddressForm>({ initialValues: addressFromMember(member.addresses), validate: validateAddress });
  const save = useProfileChange((values: AddressForm) => updateAddress(addressBody(values)));
  const error = (field: keyof AddressForm): string | undefined => translatedError(tCommon, form.errors[field]);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(values, { onError: (failure) => form.setErrors(fieldErrors(failure)) }))}
    >
      <Stack gap="sm">
        <ErrorAlert error={save.error} />
        <TextInput
          label={t('address.street1')}
          autoComplete="address-line1"
          required
          {...form.getInputProps('streetAddr1')}
          error={error('streetAddr1')}
        />
        <TextInput
          label={t('address.street2')}
          autoComplete="address-line2"
          {...form.getInputProps('streetAddr2')}
          error={error('streetAddr2')}
        />
        <TextInput label={t('address.city')} autoComplete="address-level2" required {...form.getInputProps('city')} error={error('city')} />
        <Group align="flex-start" grow>
          <NativeSelect
            label={t('address.state')}
            autoComplete="address-level1"
            required
            data={[{ value: '', label: t('address.chooseState') }, ...US_STATE_CODES.map((code) => ({ value: code, label: code }))]}
            {...form.getInputProps('state')}
            error={error('state')}
          />
          <TextInput
            label={t('address.zip')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            required
            {...form.getInputProps('zip')}
            error={error('zip')}
          />
        </Group>
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('address.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export default EditAddressPage;
