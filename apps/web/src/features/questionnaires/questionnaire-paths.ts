import type { FeatureFlag, Questionnaire, QuestionnaireType } from '@portal/contract';

/** Where a finished attempt's results are read: the HRA's own page, or its health action's (spec 001 section 2). */
export function resultsPathOf(questionnaire: Pick<Questionnaire, 'type' | 'healthActionId'>): string | null {
  if (questionnaire.type === 'HRA') return '/health-actions/hra/results';
  return questionnaire.healthActionId === null ? null : `/health-actions/${questionnaire.healthActionId}/results`;
}

/** Where the exit screen leads: back to the health actions a questionnaire counts for, home otherwise. */
export function leavePathOf(questionnaire: Pick<Questionnaire, 'type' | 'healthActionId'>): string {
  return questionnaire.type === 'HRA' || questionnaire.healthActionId !== null ? '/health-actions' : '/';
}

/** The types a plan switches on by a feature flag of the same name (spec 001 section 3); the others come with the plan's document. */
const TYPE_FLAGS: Partial<Record<QuestionnaireType, FeatureFlag>> = {
  FTE: 'FTE',
  HRA: 'HRA',
  HRA_SAT: 'HRA_SAT',
  MOCK_CAHPS: 'MOCK_CAHPS',
};

/** Whether the plan has the type switched on: always, for a type no flag switches. */
export function typeSwitchedOn(type: QuestionnaireType, features: readonly FeatureFlag[]): boolean {
  const flag = TYPE_FLAGS[type];
  return flag === undefined || features.includes(flag);
}
