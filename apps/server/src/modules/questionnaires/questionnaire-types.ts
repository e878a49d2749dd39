import type { FeatureFlag, HealthActionType, QuestionnaireType } from '@portal/contract';
import type { ProgrammeDefinition } from '@portal/domain';
import { hasFeature, type ClientRecord } from '../../lib/client-record';

/** The plan's feature that offers a type; a type not named here is offered whenever it is loaded. */
const FEATURE_OF_TYPE: Partial<Record<QuestionnaireType, FeatureFlag>> = {
  HRA: 'HRA',
  HRA_SAT: 'HRA_SAT',
  MOCK_CAHPS: 'MOCK_CAHPS',
  MEDICAID_ADULT_MOCK_CAHPS: 'MOCK_CAHPS',
  MEDICAID_CHILD_MOCK_CAHPS: 'MOCK_CAHPS',
  FTE: 'FTE',
};

/** Decision 0040 "Types and health actions": FTE and HRA_SAT complete none. */
const ACTION_OF_TYPE: Partial<Record<QuestionnaireType, HealthActionType>> = {
  HRA: 'COMPLETE_HEALTH_QUESTIONNAIRE',
  MOCK_CAHPS: 'HEALTH_PLAN_FEEDBACK_SURVEY',
  MEDICAID_ADULT_MOCK_CAHPS: 'MCD_ADULT_HEALTH_PLAN_FEEDBACK_SURVEY',
  MEDICAID_CHILD_MOCK_CAHPS: 'MCD_YOUTH_HEALTH_PLAN_FEEDBACK_SURVEY',
  MROS_DR_APPT: 'MEMBER_RECORDED_OUTCOMES_SURVEY',
  MROS_MENTAL_HEALTH: 'MEMBER_RECORDED_OUTCOMES_SURVEY',
  MROS_PHYSICAL_HEALTH: 'MEMBER_RECORDED_OUTCOMES_SURVEY',
  PROVIDER: 'PROVIDER_SURVEY',
  SNS: 'SNS_SURVEY',
  FMC: 'FMC',
  PATIENT_ENGAGEMENT: 'PATIENT_ENGAGEMENT_SURVEY',
};

export function typeOffered(client: ClientRecord, type: QuestionnaireType): boolean {
  const feature = FEATURE_OF_TYPE[type];
  return feature === undefined || hasFeature(client, feature);
}

/** The plan's health action a completion of the type completes, if its programme has one. */
export function healthActionOf(programme: ProgrammeDefinition | null, type: QuestionnaireType): number | null {
  const actionType = ACTION_OF_TYPE[type];
  if (!programme || actionType === undefined) return null;
  return programme.healthActions.find((action) => action.type === actionType)?.id ?? null;
}
