import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PHONE_TYPES, type EligibilityResponse, type PhoneNumberLookup } from '@portal/contract';
import { US_STATE_CODES, contactInfoFormSchema, type ContactInfoForm } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { translatedError, validateWith } from '../../../lib/form-validation';
import { useLookUpPhoneNumbers } from '../api/look-up-phone-numbers';
import { StepFrame } from './step-frame';

const EMPTY: ContactInfoForm = {
  email: '',
  phone1: '',
  phone1Type: 'cell',
  phone2: '',
  phone2Type: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zipCode: '',
};

/** Step 2: e-mail, two phones of different types, address; the phones are looked up for SMS. */
export function ContactStep(props: {
  initial?: ContactInfoForm;
  eligibility: EligibilityResponse;
  onBack: () => void;
  onNext: (contact: ContactInfoForm, phones: PhoneNumberLookup[]) => void;
}): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const form = useForm<ContactInfoForm>({ initialValues: props.initial ?? EMPTY, validate: validateWith(contactInfoFormSchema) });
  const lookup = useLookUpPhoneNumbers();
  const submit = (values: ContactInfoForm): void => {
    const numbers = [{ contactNumber: values.phone1, type: values.phone1Type }];
    if (values.phone2.trim() !== '' && values.phone2Type !== '') numbers.push({ contactNumber: values.phone2, type: values.phone2Type });
    lookup.mutate(numbers, {
      onSuccess: (phones) => {
        const invalid = phones.findIndex((phone) => !phone.isValid);
        if (invalid >= 0) form.setFieldError(invalid === 0 ? 'phone1' : 'phone2', 'registration:contact.invalidPhone');
        else props.onNext(values, phones);
      },
    });
  };
  const error = (field: keyof ContactInfoForm): string | undefined => {
    const key = form.errors[field];
    return key === 'registration:contact.invalidPhone' ? t('contact.invalidPhone') : translatedError(tCommon, key);
  };
  const phoneTypes = PHONE_TYPES.map((type) => ({ value: type, label: t(`contact.phoneTypes.${type}`) }));
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <StepFrame step="contact" onBack={props.onBack} pending={lookup.isPending}>
        <Stack gap="sm">
          <Text>{t('contact.intro')}</Text>
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            description={props.eligibility.email ? t('contact.planEmailHint', { email: props.eligibility.email }) : undefined}
            {...form.getInputProps('email')}
            error={error('email')}
          />
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
              label={t('contact.phoneType')}
              data={phoneTypes}
              {...form.getInputProps('phone1Type')}
              error={error('phone1Type')}
            />
          </Group>
          <Group align="flex-start" grow>
            <TextInput label={t('contact.phone2')} type="tel" {...form.getInputProps('phone2')} error={error('phone2')} />
            <NativeSelect
              label={t('contact.phoneType')}
              data={[{ value: '', label: '—' }, ...phoneTypes]}
              {...form.getInputProps('phone2Type')}
              error={error('phone2Type')}
            />
          </Group>
          <TextInput
            label={t('contact.street1')}
            autoComplete="address-line1"
            required
            {...form.getInputProps('street1')}
            error={error('street1')}
          />
          <TextInput
            label={t('contact.street2')}
            autoComplete="address-line2"
            {...form.getInputProps('street2')}
            error={error('street2')}
          />
          <Group align="flex-start" grow>
            <TextInput
              label={t('contact.city')}
              autoComplete="address-level2"
              required
              {...form.getInputProps('city')}
              error={error('city')}
            />
            <NativeSelect
              label={t('contact.state')}
              required
              data={[{ value: '', label: '—' }, ...US_STATE_CODES.map((code) => ({ value: code, label: code }))]}
              {...form.getInputProps('state')}
              error={error('state')}
            />
            <TextInput
              label={t('contact.zipCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              required
              {...form.getInputProps('zipCode')}
              error={error('zipCode')}
            />
          </Group>
        </Stack>
      </StepFrame>
    </form>
  );
}
