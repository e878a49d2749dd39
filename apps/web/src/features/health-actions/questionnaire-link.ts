import type { HealthActionType } from '@portal/contract';

/**
 * Where a questionnaire action's button leads (decision 0040, types and health actions): the HRA
 * runner, or the standalone runner of the survey type that completes it. Member-recorded outcomes
 * are three survey types for one action type, so no single address is right; those actions have
 * no button until the action names its survey.
 */
const RUNNER_PATHS: Partial<Record<HealthActionType, string>> = {
  COMPLETE_HEALTH_QUESTIONNAIRE: '/health-actions/hra',
  HEALTH_PLAN_FEEDBACK_SURVEY: '/questionnaire/MOCK_CAHPS',
  MCD_ADULT_HEALTH_PLAN_FEEDBACK_SURVEY: '/questionnaire/MEDICAID_ADULT_MOCK_CAHPS',
  MCD_YOUTH_HEALTH_PLAN_FEEDBACK_SURVEY: '/questionnaire/MEDICAID_CHILD_MOCK_CAHPS',
  PROVIDER_SURVEY: '/questionnaire/PROVIDER',
  SNS_SURVEY: '/questionnaire/SNS',
  FMC: '/questionnaire/FMC',
  PATIENT_ENGAGEMENT_SURVEY: '/questionnaire/PATIENT_ENGAGEMENT',
};

export function questionnairePathOf(type: HealthActionType | null): string | null {
  return (type && RUNNER_PATHS[type]) ?? null;
}
