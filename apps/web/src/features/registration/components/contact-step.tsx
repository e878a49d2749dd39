import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EligibilityResponse, PhoneNumberLookup } from '@portal/contract';
import { contactInfoFormSchema, phoneNumbersSchema, type ContactInfoForm } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MailingAddressFields } from '../../../components/mailing-address-fields';
import { PhoneNumbersFields } from '../../../components/phone-numbers-fields';
import { translatedError, validateWith } from '../../../lib/form-validation';
import { useLookUpPhoneNumbers } from '../api/look-up-phone-numbers';
import { hasRosterContact, rosterContactForm } from '../registration-draft';
import { StepFrame } from './step-frame';

/**
 * Step 2: e-mail, one or two phones of different types, address; the phones are looked up for
 * SMS. The first time, the fields hold what the plan has on file, for the member to confirm.
 */
export function ContactStep(props: {
  initial?: ContactInfoForm;
  eligibility: EligibilityResponse;
  onBack: () => void;
  onNext: (contact: ContactInfoForm, phones: PhoneNumberLookup[]) => void;
}): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const roster = props.eligibility.rosterContact;
  const form = useForm<ContactInfoForm>({
    initialValues: props.initial ?? rosterContactForm(roster),
    validate: validateWith(contactInfoFormSchema),
  });
  const lookup = useLookUpPhoneNumbers();
  const submit = (values: ContactInfoForm): void => {
    // Runs once the form's schema has passed, so its output holds the numbers entered.
    const numbers = phoneNumbersSchema.parse(values.phones).map((phone) => ({ contactNumber: phone.number, type: phone.type }));
    lookup.mutate(numbers, {
      onSuccess: (phones) => {
        const invalid = phones.findIndex((phone) => !phone.isValid);
        if (invalid >= 0) form.setFieldError(`phones.${invalid}.number`, 'registration:contact.invalidPhone');
        else props.onNext(values, phones);
      },
    });
  };
  const error = (path: string): string | undefined => {
    const key = form.errors[path];
    return key === 'registration:contact.invalidPhone' ? t('contact.invalidPhone') : translatedError(tCommon, key);
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <StepFrame step="contact" onBack={props.onBack} pending={lookup.isPending}>
        <Stack gap="sm">
          <Text>{t('contact.intro')}</Text>
          {hasRosterContact(roster) && <Text>{t('contact.prefilled')}</Text>}
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
            error={error('email')}
          />
          <PhoneNumbersFields form={form} path="phones" lines={form.values.phones} fieldError={error} />
          <MailingAddressFields form={form} path="address" fieldError={error} />
        </Stack>
      </StepFrame>
    </form>
  );
}
