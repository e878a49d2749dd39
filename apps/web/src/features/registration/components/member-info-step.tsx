import { Checkbox, Fieldset, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EligibilityResponse } from '@portal/contract';
import { memberInfoFormSchema, type MemberInfoForm } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../../lib/api/get-client-configuration';
import { fieldErrors } from '../../../lib/error-message';
import { translatedError, validateWith } from '../../../lib/form-validation';
import { localToday } from '../../../lib/request-context';
import { useCheckEligibility } from '../api/check-eligibility';
import { StepFrame } from './step-frame';
import { MemberLookupAlert } from '../../../components/member-lookup-alert';

const EMPTY: MemberInfoForm = {
  firstName: '',
  lastName: '',
  memberNumber: '',
  birthday: '',
  isGuardian: false,
  guardianFirstName: '',
  guardianLastName: '',
  guardianDob: '',
};

/** Step 1: who the member is; the eligibility check matches them against the plan's roster. */
export function MemberInfoStep(props: {
  initial?: MemberInfoForm;
  onNext: (memberInfo: MemberInfoForm, eligibility: EligibilityResponse) => void;
}): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const { features } = useClientConfiguration();
  const form = useForm<MemberInfoForm>({
    initialValues: props.initial ?? EMPTY,
    validate: validateWith(memberInfoFormSchema(localToday())),
  });
  const eligibility = useCheckEligibility({ onError: (error) => form.setErrors(fieldErrors(error)) });
  const submit = (values: MemberInfoForm): void =>
    eligibility.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        dob: values.birthday,
        clientMemberId: values.memberNumber.trim(),
        ...(values.isGuardian
          ? {
              guardianDOB: values.guardianDob,
              guardianFirstName: values.guardianFirstName.trim(),
              guardianLastName: values.guardianLastName.trim(),
            }
          : {}),
      },
      { onSuccess: (answer) => props.onNext(values, answer) },
    );
  const error = (field: keyof MemberInfoForm): string | undefined => translatedError(tCommon, form.errors[field]);
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <StepFrame step="memberInfo" pending={eligibility.isPending}>
        <Stack gap="sm">
          {eligibility.error && !Object.keys(fieldErrors(eligibility.error)).length ? (
            <MemberLookupAlert error={eligibility.error} />
          ) : null}
          <TextInput
            label={t('memberInfo.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
            error={error('firstName')}
          />
          <TextInput
            label={t('memberInfo.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
            error={error('lastName')}
          />
          <TextInput
            label={t('memberInfo.memberNumber')}
            description={t('memberInfo.memberNumberHint')}
            autoCapitalize="off"
            required
            {...form.getInputProps('memberNumber')}
            error={error('memberNumber')}
          />
          <TextInput
            label={t('memberInfo.birthday')}
            type="date"
            autoComplete="bday"
            required
            {...form.getInputProps('birthday')}
            error={error('birthday')}
          />
          {features.includes('GUARDIANSHIP') && (
            <Checkbox label={t('memberInfo.isGuardian')} {...form.getInputProps('isGuardian', { type: 'checkbox' })} />
          )}
          {form.values.isGuardian && (
            <Fieldset legend={t('memberInfo.guardianHeading')}>
              <Stack gap="sm">
                <TextInput
                  label={t('memberInfo.guardianFirstName')}
                  required
                  {...form.getInputProps('guardianFirstName')}
                  error={error('guardianFirstName')}
                />
                <TextInput
                  label={t('memberInfo.guardianLastName')}
                  required
                  {...form.getInputProps('guardianLastName')}
                  error={error('guardianLastName')}
                />
                <TextInput
                  label={t('memberInfo.guardianDob')}
                  type="date"
                  required
                  {...form.getInputProps('guardianDob')}
                  error={error('guardianDob')}
                />
              </Stack>
            </Fieldset>
          )}
        </Stack>
      </StepFrame>
    </form>
  );
}
