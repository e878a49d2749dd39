/** What the attestation form holds: who did the action and on which day (`YYYY-MM-DD`). */
export interface AttestationForm {
  readonly memberId: string;
  readonly completionDate: string;
}

/** A field's problem: an i18n key and the values it needs. */
export interface FieldProblem {
  readonly key: 'validation.required' | 'validation.maxValueToday' | 'attestation.tooEarly';
  readonly values?: { readonly date: string };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec 001 section 5's generic rules on the attestation form: the date is required, not in the
 * future and not before the action's reference date (the day from which a completion counts);
 * the member is required. The server checks the same and answers the same problems.
 */
export function attestationProblems(
  form: AttestationForm,
  rules: { readonly today: string; readonly referenceDate: string | null },
): Partial<Record<keyof AttestationForm, FieldProblem>> {
  const problems: Partial<Record<keyof AttestationForm, FieldProblem>> = {};
  if (form.memberId === '') problems.memberId = { key: 'validation.required' };
  const date = form.completionDate.trim();
  if (!ISO_DATE.test(date)) problems.completionDate = { key: 'validation.required' };
  else if (date > rules.today) problems.completionDate = { key: 'validation.maxValueToday' };
  else if (rules.referenceDate !== null && date < rules.referenceDate)
    problems.completionDate = { key: 'attestation.tooEarly', values: { date: rules.referenceDate } };
  return problems;
}

/**
 * The day from which the member's word counts: the start of the compliance period running today
 * (a completion before it belongs to a period already closed); none when no period runs.
 */
export function attestationReferenceDate(periods: readonly { startDate: string; endDate: string }[], today: string): string | null {
  return periods.find((period) => period.startDate <= today && today <= period.endDate)?.startDate ?? null;
}

/** Where a refusal of the attestation call lands on the form, and in which words. */
export function attestationFailure(
  code: string,
  details: Record<string, string>,
): { field: keyof AttestationForm; problem: FieldProblem } | null {
  switch (code) {
    case 'ATTESTATION_DATE_IN_FUTURE':
      return { field: 'completionDate', problem: { key: 'validation.maxValueToday' } };
    case 'ATTESTATION_DATE_TOO_EARLY':
      return details.referenceDate
        ? { field: 'completionDate', problem: { key: 'attestation.tooEarly', values: { date: details.referenceDate } } }
        : null;
    case 'HEALTH_ACTION_MEMBER_NOT_FOUND':
      return { field: 'memberId', problem: { key: 'validation.required' } };
    default:
      return null;
  }
}
