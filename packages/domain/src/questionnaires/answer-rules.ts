import { MAX_TEXT_ANSWER_LENGTH } from '@portal/contract';
import { isCalendarDate } from '../shared/calendar-date';
import type { AnswerMap, QuestionnaireMember } from './definition';
import { enabledQuestions, isAnswered, type RuleGroup, type RuleQuestion } from './eligibility';

/** Why an answer does not fit its question; stable codes that the web and the server's 422 both translate. */
export const ANSWER_PROBLEM_CODES = [
  'NOT_AN_OPTION',
  'REPEATED_OPTION',
  'ONE_ANSWER_ONLY',
  'NOT_A_NUMBER',
  'NOT_A_WHOLE_NUMBER',
  'BELOW_MINIMUM',
  'ABOVE_MAXIMUM',
  'NOT_A_DATE',
  'DATE_IN_FUTURE',
  'TOO_LONG',
] as const;
export type AnswerProblemCode = (typeof ANSWER_PROBLEM_CODES)[number];

const DECIMAL = /^-?\d+(\.\d+)?$/;

function checkNumber(value: string, integer: boolean, min: number | null, max: number | null): AnswerProblemCode | null {
  if (!DECIMAL.test(value.trim())) return 'NOT_A_NUMBER';
  const number = Number(value);
  if (integer && !Number.isInteger(number)) return 'NOT_A_WHOLE_NUMBER';
  if (min !== null && number < min) return 'BELOW_MINIMUM';
  if (max !== null && number > max) return 'ABOVE_MAXIMUM';
  return null;
}

/**
 * Whether `values` may be saved as the answer to `question`. An empty list clears an answer and is
 * always fine; an option no longer offered cannot be chosen anew. `today` (YYYY-MM-DD, the member's
 * day) refuses dates after it; without it future dates pass.
 */
export function checkAnswer(question: RuleQuestion, values: readonly string[], today?: string): AnswerProblemCode | null {
  if (values.length === 0) return null;
  if (question.answerOptions.length > 0) {
    if (values.some((value) => !question.answerOptions.some((option) => option.code === value && option.active))) return 'NOT_AN_OPTION';
    if (question.type !== 'CHECKBOXES' && values.length > 1) return 'ONE_ANSWER_ONLY';
    return new Set(values).size === values.length ? null : 'REPEATED_OPTION';
  }
  if (values.length > 1) return 'ONE_ANSWER_ONLY';
  const value = values[0] ?? '';
  if (question.scale !== null) return checkNumber(value, true, question.scale.min, question.scale.max);
  if (question.numeric !== null) return checkNumber(value, question.numeric.integer, question.numeric.min, question.numeric.max);
  if (question.type === 'DATE_FIELD') {
    if (!isCalendarDate(value)) return 'NOT_A_DATE';
    return today !== undefined && value > today ? 'DATE_IN_FUTURE' : null;
  }
  return value.length > MAX_TEXT_ANSWER_LENGTH ? 'TOO_LONG' : null;
}

export interface GroupProblems {
  /** 'This question must be answered', by question id. */
  readonly questions: readonly { readonly questionId: string; readonly code: 'REQUIRED' }[];
  /** 'Select an answer above': the group has no answer at all and may not be skipped. */
  readonly group: 'SELECT_AN_ANSWER' | null;
}

/** Spec 001 section 5: a group may be skipped when all its questions are optional. */
export function canSkipGroup(group: RuleGroup): boolean {
  return group.questions.every((question) => question.optional);
}

/** Spec 001 section 5: direct-incentive questions that are not optional are listed as required. */
export function requiredDirectIncentiveQuestions<Q extends RuleQuestion>(groups: readonly RuleGroup<Q>[]): Q[] {
  return groups.flatMap((group) => group.questions.filter((question) => question.directIncentive && !question.optional));
}

/** What keeps the member on `group`; `groups` is the whole questionnaire, whose answers open its questions. */
export function groupProblems(
  group: RuleGroup,
  member: QuestionnaireMember,
  answers: AnswerMap,
  groups: readonly RuleGroup[],
): GroupProblems {
  const shown = new Set(enabledQuestions(groups, member, answers).map((question) => question.id));
  const visible = group.questions.filter((question) => shown.has(question.id));
  const questions = visible
    .filter((question) => !question.optional && !isAnswered(answers, question.id))
    .map((question) => ({ questionId: question.id, code: 'REQUIRED' as const }));
  const anyAnswer = visible.some((question) => isAnswered(answers, question.id));
  return { questions, group: anyAnswer || canSkipGroup(group) ? null : 'SELECT_AN_ANSWER' };
}

/** The required questions open to the member and still unanswered: a finish is refused while there are any. */
export function unansweredRequired(groups: readonly RuleGroup[], member: QuestionnaireMember, answers: AnswerMap): string[] {
  return enabledQuestions(groups, member, answers)
    .filter((question) => !question.optional && !isAnswered(answers, question.id))
    .map((question) => question.id);
}

/**
 * Keeps only the answers of questions the member sees now: an answer to a question closed by a
 * changed earlier answer is dropped, not kept, so that it neither scores nor comes back.
 */
export function pruneDisabledAnswers(groups: readonly RuleGroup[], member: QuestionnaireMember, answers: AnswerMap): AnswerMap {
  const kept = new Map<string, readonly string[]>();
  for (const question of enabledQuestions(groups, member, answers)) {
    const values = answers.get(question.id);
    if (values !== undefined && values.length > 0) kept.set(question.id, values);
  }
  return kept;
}
