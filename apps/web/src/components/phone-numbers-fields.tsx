import { Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PHONE_TYPES } from '@portal/contract';
import type { PhoneNumberLine } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteControl } from '../lib/read-only-view';

/**
 * The member's one or two numbers, each with its type, as registration and the account's
 * contact page ask for them (the domain's `phoneNumbersSchema` checks them). Each field's name
 * says which number it is about, so the two type selects read differently to a screen reader.
 */
export function PhoneNumbersFields<Values>(props: {
  form: UseFormReturnType<Values>;
  /** Where the lines sit in the form's values, as `phoneNumbers`. */
  path: string;
  lines: readonly PhoneNumberLine[];
  /** The translated error of a field path, or nothing. */
  fieldError: (path: string) => string | undefined;
  /** The account page lets the member say which number is primary; registration takes the first. */
  choosePrimary?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const writeControl = useWriteControl();
  const { form, path, lines, fieldError } = props;
  const phoneTypes = PHONE_TYPES.map((type) => ({ value: type, label: t(`contactFields.phoneTypes.${type}`) }));
  const field = (index: number, name: keyof PhoneNumberLine) => {
    const fieldPath = `${path}.${index}.${name}`;
    return { ...form.getInputProps(fieldPath), error: fieldError(fieldPath) };
  };
  // A number and its type share a row where both fit whole, and stack on a narrow phone.
  const row = { align: 'flex-start', wrap: 'wrap' } as const;
  const fieldWidth = '1 1 11rem';
  return (
    <>
      <Group {...row}>
        <TextInput
          label={t('contactFields.phone1')}
          type="tel"
          autoComplete="tel-national"
          required
          flex={fieldWidth}
          {...field(0, 'number')}
        />
        <NativeSelect label={t('contactFields.phone1Type')} data={phoneTypes} flex={fieldWidth} {...field(0, 'type')} />
      </Group>
      <Group {...row}>
        <TextInput label={t('contactFields.phone2')} type="tel" autoComplete="off" flex={fieldWidth} {...field(1, 'number')} />
        <NativeSelect
          label={t('contactFields.phone2Type')}
          flex={fieldWidth}
          data={[{ value: '', label: t('contactFields.noSecondType') }, ...phoneTypes]}
          {...field(1, 'type')}
        />
      </Group>
      {props.choosePrimary && (
        <Radio.Group
          label={t('contactFields.primary')}
          value={String(
            Math.max(
              0,
              lines.findIndex((line) => line.primary),
            ),
          )}
          onChange={(chosen) => {
            const marked = lines.map((line, index) => ({ ...line, primary: String(index) === chosen }));
            form.setFieldValue(path, marked as Parameters<typeof form.setFieldValue>[1]);
          }}
          error={fieldError(`${path}.0.primary`)}
        >
          <Group mt="xs">
            <Radio value="0" label={t('contactFields.primaryPhone1')} {...writeControl} />
            <Radio value="1" label={t('contactFields.primaryPhone2')} {...writeControl} />
          </Group>
        </Radio.Group>
      )}
    </>
  );
}
