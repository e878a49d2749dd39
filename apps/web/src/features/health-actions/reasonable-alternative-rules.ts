import type { HealthActionView } from '@portal/contract';
import { QUESTIONNAIRE_ACTION_TYPES } from '@portal/domain';

/**
 * Health-contingent actions, those asking the member to meet a standard tied to their health (a
 * screening, a visit, a vaccination, a chronic-condition goal), must offer a reasonable
 * alternative. Participatory ones (filling in a questionnaire, reading, updating a profile) ask
 * nothing of the member's health, so they carry no such notice. A compound action offers it when
 * it is health-contingent by its own category.
 */
const HEALTH_CONTINGENT_CATEGORIES: readonly HealthActionView['category'][] = ['CHRONIC', 'FITNESS', 'HEALTH_OUTCOMES', 'PREVENTIVE'];

export function offersReasonableAlternative(action: Pick<HealthActionView, 'category' | 'type' | 'learnAndEarnKind'>): boolean {
  if (action.learnAndEarnKind !== null) return false;
  if (action.type !== null && (QUESTIONNAIRE_ACTION_TYPES.includes(action.type) || action.type === 'PROFILE_UPDATE')) return false;
  return HEALTH_CONTINGENT_CATEGORIES.includes(action.category);
}

/** What the request form holds. */
export interface AlternativeRequestForm {
  readonly memberId: string;
  readonly message: string;
  readonly contactPhone: string;
}

/**
 * The call takes up to this many characters of message (the contract's
 * REASONABLE_ALTERNATIVE_MESSAGE_MAX_LENGTH), and of a number to call back. Repeated here: importing
 * the contract's constant would bring the call's schemas into the page (see shared/call-address.ts).
 */
export const ALTERNATIVE_MESSAGE_MAX = 2000;
export const ALTERNATIVE_PHONE_MAX = 20;

/** The generic rules on the request form: a message is required, neither field too long. */
export function alternativeRequestProblems(
  form: AlternativeRequestForm,
): Partial<Record<keyof AlternativeRequestForm, 'validation.required' | 'validation.tooLong'>> {
  const problems: Partial<Record<keyof AlternativeRequestForm, 'validation.required' | 'validation.tooLong'>> = {};
  const message = form.message.trim();
  if (message === '') problems.message = 'validation.required';
  else if (message.length > ALTERNATIVE_MESSAGE_MAX) problems.message = 'validation.tooLong';
  if (form.contactPhone.trim().length > ALTERNATIVE_PHONE_MAX) problems.contactPhone = 'validation.tooLong';
  if (form.memberId === '') problems.memberId = 'validation.required';
  return problems;
}
