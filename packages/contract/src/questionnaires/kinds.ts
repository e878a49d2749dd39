import * as z from 'zod/mini';

// The words of spec 001 section 3 for questionnaires, and the portal's own for scores and risks
// (decision 0040).

export const QUESTIONNAIRE_TYPES = [
  'FTE',
  'HRA',
  'HRA_SAT',
  'MOCK_CAHPS',
  'MROS_DR_APPT',
  'MROS_MENTAL_HEALTH',
  'MROS_PHYSICAL_HEALTH',
  'MEDICAID_CHILD_MOCK_CAHPS',
  'MEDICAID_ADULT_MOCK_CAHPS',
  'PROVIDER',
  'SNS',
  'FMC',
  'PATIENT_ENGAGEMENT',
] as const;
export const questionnaireTypeSchema = z.enum(QUESTIONNAIRE_TYPES);
export type QuestionnaireType = z.infer<typeof questionnaireTypeSchema>;

export const QUESTIONNAIRE_STATUSES = ['NOT_STARTED', 'STARTED', 'COMPLETED', 'REFUSED'] as const;
export const questionnaireStatusSchema = z.enum(QUESTIONNAIRE_STATUSES);
export type QuestionnaireStatus = z.infer<typeof questionnaireStatusSchema>;

export const QUESTION_TYPES = ['TEXTBOX', 'TEXTAREA', 'RADIO_BUTTONS', 'CHECKBOXES', 'DROPDOWN', 'LINEAR_SCALE', 'DATE_FIELD'] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;

export const SCREEN_KINDS = ['START', 'WELCOME_BACK', 'GROUP', 'PROCESS', 'SUCCESS', 'EXIT'] as const;
export const screenKindSchema = z.enum(SCREEN_KINDS);
export type ScreenKind = z.infer<typeof screenKindSchema>;

export const LAUNCH_MODES = ['START_UP', 'ON_DEMAND'] as const;
export const launchModeSchema = z.enum(LAUNCH_MODES);
export type LaunchMode = z.infer<typeof launchModeSchema>;

export const QUESTIONNAIRE_LENGTHS = ['LONG', 'SHORT'] as const;
export const questionnaireLengthSchema = z.enum(QUESTIONNAIRE_LENGTHS);
export type QuestionnaireLength = z.infer<typeof questionnaireLengthSchema>;
/** Spec 001 section 9. */
export const DEFAULT_QUESTIONNAIRE_LENGTH: QuestionnaireLength = 'LONG';

export const SCREEN_WIDTHS = ['NARROW', 'WIDE'] as const;
export const screenWidthSchema = z.enum(SCREEN_WIDTHS);

export const ENABLE_OPERATORS = ['exists', '=', '!=', '>', '<', '>=', '<='] as const;
export const enableOperatorSchema = z.enum(ENABLE_OPERATORS);
export type EnableOperator = z.infer<typeof enableOperatorSchema>;

export const SCORE_KINDS = ['sum', 'bmi', 'blood-pressure', 'top-box'] as const;
export const scoreKindSchema = z.enum(SCORE_KINDS);
export type ScoreKind = z.infer<typeof scoreKindSchema>;

export const RISK_LEVELS = ['LOW', 'MODERATE', 'HIGH'] as const;
export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** The risks the health risk assessment reports, each with its own page of next steps. */
export const HRA_RISK_TYPES = [
  'GENERAL_HEALTH',
  'TOBACCO',
  'PHYSICAL_ACTIVITY',
  'SLEEP',
  'NUTRITION',
  'DEPRESSION',
  'ANXIETY',
  'ALCOHOL',
  'WEIGHT',
  'BLOOD_PRESSURE',
] as const;
export const hraRiskTypeSchema = z.enum(HRA_RISK_TYPES);
export type HraRiskType = z.infer<typeof hraRiskTypeSchema>;

/** Where a next step leads: an area of the portal, shown only when the plan has it on. */
export const NEXT_STEP_AREAS = ['LEARN', 'TRACKING', 'SCHEDULING', 'HELP', 'CRISIS_LINE'] as const;
export const nextStepAreaSchema = z.enum(NEXT_STEP_AREAS);
export type NextStepArea = z.infer<typeof nextStepAreaSchema>;
