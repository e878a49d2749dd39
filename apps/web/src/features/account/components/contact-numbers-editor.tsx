import { Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PHONE_TYPES, type MemberInfo } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { fieldErrors } from '../../../lib/error-message';
import { translatedError } from '../../../lib/form-validation';
import { updateContactNumbers } from '../api/update-contact-info';
import {
  contactNumbersBody,
  contactNumbersFieldErrors,
  contactNumbersFromMember,
  validateContactNumbers,
  type ContactNumbersForm,
  type ContactPhone,
} from '../forms/contact-numbers-form';
import { useProfileChange } from '../use-profile-change';
import { ElevationStep, useElevationStep } from './elevation-step';

interface NumbersChange {
  readonly phones: ContactPhone[];
  readonly elevatedRoleToken?: string;
}

/** Text and voice codes go to the member's numbers: new ones then need a code first (as the server asks). */
function codesGoToNumbers(member: MemberInfo): boolean {
  return member.mfaEnrolled && (member.mfaType === 'SMS' || member.mfaType === 'VOICE');
}

const sameNumbers = (current: MemberInfo['phoneNumbers'], next: readonly ContactPhone[]): boolean => {
  const sorted = (numbers: string[]) => numbers.sort().join(',');
  return sorted(current.map((phone) => phone.number)) === sorted(next.map((phone) => phone.number));
};

/** One or two numbers of different types, and which one is primary. */
export function ContactNumbersEditor({ member }: { member: MemberInfo }): ReactElement {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const phones = member.phoneNumbers;
  const form = useForm<ContactNumbersForm>({ initialValues: contactNumbersFromMember(phones), validate: validateContactNumbers });
  const save = useProfileChange((change: NumbersChange) => updateContactNumbers(change.phones, change.elevatedRoleToken));
  const elevation = useElevationStep<NumbersChange>();
  const error = (field: keyof ContactNumbersForm): string | undefined => translatedError(tCommon, form.errors[field]);
  const phoneTypes = PHONE_TYPES.map((type) => ({ value: type, label: t(`phoneTypes.${type}`) }));

  const submit = (values: ContactNumbersForm): void => {
    const change = { phones: contactNumbersBody(values) };
    if (codesGoToNumbers(member) && !sameNumbers(phones, change.phones)) {
      elevation.start(change);
      return;
    }
    save.mutate(change, { onError: (failure) => form.setErrors(contactNumbersFieldErrors(fieldErrors(failure))) });
  };

  if (elevation.waiting) {
    return (
      <ElevationStep
        step={elevation}
        purpose={t('contact.numbersChangeCode')}
        onConfirmed={(change, elevatedRoleToken) => save.mutateAsync({ ...change, elevatedRoleToken })}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <ErrorAlert error={save.error ?? elevation.requestCode.error} />
        <Group align="flex-start" grow>
          <TextInput
            label={t('contact.phone1')}
            type="tel"
            autoComplete="tel-national"
            required
            {...form.getInputProps('phone1')}
            error={error('phone1')}
          />
          <NativeSelect
            label={t('contact.phone1Type')}
            data={phoneTypes}
            {...form.getInputProps('phone1Type')}
            error={error('phone1Type')}
          />
        </Group>
        <Group align="flex-start" grow>
          <TextInput label={t('contact.phone2')} type="tel" autoComplete="off" {...form.getInputProps('phone2')} error={error('phone2')} />
          <NativeSelect
            label={t('contact.phone2Type')}
            data={[{ value: '', label: t('contact.noType') }, ...phoneTypes]}
            {...form.getInputProps('phone2Type')}
            error={error('phone2Type')}
          />
        </Group>
        <Radio.Group label={t('contact.primary')} {...form.getInputProps('primary')} error={error('primary')}>
          <Group mt="xs">
            <Radio value="phone1" label={t('contact.primaryPhone1')} />
            <Radio value="phone2" label={t('contact.primaryPhone2')} />
          </Group>
        </Radio.Group>
        <Button type="submit" loading={save.isPending || elevation.requestCode.isPending} w="fit-content">
          {t('contact.savePhones')}
        </Button>
      </Stack>
    </form>
  );
}
