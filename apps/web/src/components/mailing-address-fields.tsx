import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { US_STATE_CODES, type MailingAddressForm } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A US mailing address, as registration and the account's address page ask for it (the
 * domain's `mailingAddressSchema` checks it, with the same limits on both pages).
 */
export function MailingAddressFields<Values>(props: {
  form: UseFormReturnType<Values>;
  /** Where the address sits in the form's values, as `address`; empty when it is the whole form. */
  path: string;
  /** The translated error of a field path, or nothing. */
  fieldError: (path: string) => string | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const field = (name: keyof MailingAddressForm) => {
    const fieldPath = props.path === '' ? name : `${props.path}.${name}`;
    return { ...props.form.getInputProps(fieldPath), error: props.fieldError(fieldPath) };
  };
  return (
    <>
      <TextInput label={t('contactFields.street1')} autoComplete="address-line1" required {...field('streetAddr1')} />
      <TextInput label={t('contactFields.street2')} autoComplete="address-line2" {...field('streetAddr2')} />
      <Group align="flex-start" grow>
        <TextInput label={t('contactFields.city')} autoComplete="address-level2" required {...field('city')} />
        <NativeSelect
          label={t('contactFields.state')}
          autoComplete="address-level1"
          required
          data={[{ value: '', label: t('contactFields.chooseState') }, ...US_STATE_CODES.map((code) => ({ value: code, label: code }))]}
          {...field('state')}
        />
        <TextInput label={t('contactFields.zip')} autoComplete="postal-code" inputMode="numeric" maxLength={5} required {...field('zip')} />
      </Group>
    </>
  );
}
