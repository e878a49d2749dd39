import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MemberInfo } from '@portal/contract';
import { contactNumbersFormSchema, type ContactNumbersForm } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { fieldErrors } from '../../../lib/error-message';
import { PhoneNumbersFields } from '../../../components/phone-numbers-fields';
import { translatedError, validateWith } from '../../../lib/form-validation';
import { updateContactNumbers } from '../api/update-contact-info';
import { contactNumbersBody, contactNumbersFromMember, type ContactPhone } from '../forms/contact-numbers-form';
import { useProfileChange } from '../use-profile-change';
import { ElevationStep, useElevationStep } from './elevation-step';
import { useWriteControl } from '../../../lib/read-only-view';

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
  const writeControl = useWriteControl();
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const phones = member.phoneNumbers;
  const form = useForm<ContactNumbersForm>({
    initialValues: contactNumbersFromMember(phones),
    validate: validateWith(contactNumbersFormSchema),
  });
  const save = useProfileChange((change: NumbersChange) => updateContactNumbers(change.phones, change.elevatedRoleToken));
  const elevation = useElevationStep<NumbersChange>();
  const error = (path: string): string | undefined => translatedError(tCommon, form.errors[path]);

  const submit = (values: ContactNumbersForm): void => {
    const change = { phones: contactNumbersBody(values) };
    if (codesGoToNumbers(member) && !sameNumbers(phones, change.phones)) {
      elevation.start(change);
      return;
    }
    save.mutate(change, { onError: (failure) => form.setErrors(fieldErrors(failure)) });
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
        <PhoneNumbersFields form={form} path="phoneNumbers" lines={form.values.phoneNumbers} fieldError={error} choosePrimary />
        <Button type="submit" loading={save.isPending || elevation.requestCode.isPending} w="fit-content" {...writeControl}>
          {t('contact.savePhones')}
        </Button>
      </Stack>
    </form>
  );
}
