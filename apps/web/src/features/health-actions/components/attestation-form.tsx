import type { ActionPanelProps } from './action-panel-props';
import { Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/error-message';
import { showFlash } from '../../../lib/flash';
import { formatShortDate } from '../../../lib/format';
import { assignedMembers, memberDataOf } from '../../../lib/health-action-view';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useWriteControl } from '../../../lib/read-only-view';
import { localToday } from '../../../lib/request-context';
import { useMemberAttestation } from '../api/submit-member-attestation';
import {
  attestationFailure,
  attestationProblems,
  attestationReferenceDate,
  type AttestationForm as AttestationValues,
  type FieldProblem,
} from '../attestation-rules';

/**
 * "I did this": the day the member (or a dependent) did the action. Problems show beside their
 * field in the member's language; what was typed stays when the call is refused.
 */
export function AttestationForm({ init, action, memberId }: ActionPanelProps): ReactElement {
  const { t } = useTranslation('health-actions');
  const { t: tCommon } = useTranslation();
  const { code } = useDisplayedLanguage();
  const tag = languageTag(code);
  const writeControl = useWriteControl();
  const members = assignedMembers(init, action);
  const today = localToday();
  const form = useForm<AttestationValues>({ initialValues: { memberId: String(members[0]?.id ?? memberId), completionDate: '' } });
  const memberField = useRef<HTMLSelectElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  // A refused form puts the focus on the first field to fix, where its error is read out.
  const showProblems = (problems: Partial<Record<keyof AttestationValues, string>>): void => {
    form.setErrors(problems);
    if (problems.memberId) memberField.current?.focus();
    else if (problems.completionDate) dateField.current?.focus();
  };
  const referenceDate = (id: string): string | null => {
    const data = memberDataOf(action, Number(id));
    return data ? attestationReferenceDate(data.compliancePeriods, today) : null;
  };
  const words = (problem: FieldProblem): string =>
    problem.key === 'attestation.tooEarly'
      ? t('attestation.tooEarly', { date: formatShortDate(problem.values!.date, tag) })
      : tCommon(problem.key);
  const attest = useMemberAttestation({
    onSuccess: () => {
      showFlash('success', t('attestation.saved'));
      form.setFieldValue('completionDate', '');
    },
    onError: (failure) => {
      const placed = failure instanceof ApiError ? attestationFailure(failure.code, failure.details) : null;
      if (placed) showProblems({ [placed.field]: words(placed.problem) });
      else
        showProblems(
          Object.fromEntries(Object.entries(fieldErrors(failure)).map(([field, key]) => [field, tCommon(key as 'validation.required')])),
        );
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const values = form.getValues();
    const problems = attestationProblems(values, { today, referenceDate: referenceDate(values.memberId) });
    const entries = Object.entries(problems);
    if (entries.length > 0) {
      showProblems(Object.fromEntries(entries.map(([field, problem]) => [field, words(problem)])));
      return;
    }
    attest.mutate({ healthActionId: action.id, memberId: Number(values.memberId), completionDate: values.completionDate });
  };
  // A failed call keeps its field errors, so only a call's own failure shows above the form.
  const callError =
    attest.error instanceof ApiError &&
    (attestationFailure(attest.error.code, attest.error.details) || attest.error.code === 'VALIDATION_FAILED')
      ? null
      : attest.error;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="attestation-heading">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="attestation-heading">
            {t('attestation.heading')}
          </Title>
          <Text size="sm">{t(action.verifiedByClaims ? 'attestation.introClaims' : 'attestation.intro')}</Text>
          <ErrorAlert error={callError} />
          {members.length > 1 && (
            <NativeSelect
              label={t('attestation.member')}
              required
              data={members.map((member) => ({ value: String(member.id), label: `${member.firstName} ${member.lastName}` }))}
              ref={memberField}
              {...form.getInputProps('memberId')}
            />
          )}
          <TextInput
            label={t('attestation.date')}
            description={t('attestation.dateHint')}
            type="date"
            required
            max={today}
            min={referenceDate(form.values.memberId) ?? undefined}
            ref={dateField}
            {...form.getInputProps('completionDate')}
          />
          <Button type="submit" loading={attest.isPending} w="fit-content" {...writeControl}>
            {t('attestation.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
