import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MemberIdentity } from '@portal/contract';
import { VALIDATION } from '@portal/contract';
import { isCalendarDate } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberLookupAlert } from '../../../components/member-lookup-alert';

const required = (value: string): string | null => (value.trim() === '' ? VALIDATION.required : null);

/** Spec: first name, last name, member number and birthday, all required. */
export function IdentityForm(props: {
  submitLabel: string;
  pending: boolean;
  failure: unknown;
  onSubmit: (identity: MemberIdentity) => void;
}): ReactElement {
  const { t } = useTranslation();
  const { t: tRecovery } = useTranslation('recovery');
  const form = useForm({
    initialValues: { firstName: '', lastName: '', clientMemberId: '', dob: '' },
    validate: {
      firstName: required,
      lastName: required,
      clientMemberId: required,
      dob: (value) => required(value) ?? (isCalendarDate(value) ? null : VALIDATION.invalid),
    },
  });
  const error = (field: keyof typeof form.values): string | undefined => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key as 'validation.required') : undefined;
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => props.onSubmit({ ...values, clientMemberId: values.clientMemberId.trim() }))}>
      <Stack gap="md">
        <MemberLookupAlert error={props.failure} />
        <TextInput
          label={tRecovery('fields.firstName')}
          autoComplete="given-name"
          required
          {...form.getInputProps('firstName')}
          error={error('firstName')}
        />
        <TextInput
          label={tRecovery('fields.lastName')}
          autoComplete="family-name"
          required
          {...form.getInputProps('lastName')}
          error={error('lastName')}
        />
        <TextInput
          label={tRecovery('fields.memberNumber')}
          description={tRecovery('fields.memberNumberHint')}
          required
          autoCapitalize="off"
          {...form.getInputProps('clientMemberId')}
          error={error('clientMemberId')}
        />
        <TextInput
          label={tRecovery('fields.birthday')}
          type="date"
          autoComplete="bday"
          required
          {...form.getInputProps('dob')}
          error={error('dob')}
        />
        <Button type="submit" loading={props.pending} w="fit-content">
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
