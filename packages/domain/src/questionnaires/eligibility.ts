import type { AnswerOption, EnableCondition, Question } from '@portal/contract';
import { ISO_DATE } from '../shared/calendar-date';
import type { AnswerMap, QuestionnaireMember } from './definition';

/**
 * The fields the rules read, shared by the domain's definition and the contract's localized
 * question: the server runs the rules on the one, the browser on the other, with the same result.
 */
export type RuleQuestion = Pick<
  Question,
  'id' | 'type' | 'optional' | 'minAge' | 'maxAge' | 'gender' | 'enableBehavior' | 'enableWhenScore' | 'directIncentive' | 'crisisSupport'
> & {
  readonly otherSelectors: readonly EnableCondition[];
  readonly answerOptions: readonly Pick<AnswerOption, 'code' | 'weight' | 'active'>[];
  readonly numeric: Question['numeric'];
  readonly scale: { readonly min: number; readonly max: number } | null;
};

export interface RuleGroup<Q extends RuleQuestion = RuleQuestion> {
  readonly id: string;
  readonly questions: readonly Q[];
}

/** A member's answer counts only when it holds something: an empty list (or blank text) clears it. */
export function isAnswered(answers: AnswerMap, questionId: string): boolean {
  return (answers.get(questionId) ?? []).some((value) => value.trim() !== '');
}

/** Age within minAge..maxAge and the gender's first letter; what the roster does not say does not close a question. */
export function isQuestionOpen(question: Pick<RuleQuestion, 'minAge' | 'maxAge' | 'gender'>, member: QuestionnaireMember): boolean {
  if (member.age !== null) {
    if (question.minAge !== null && member.age < question.minAge) return false;
    if (question.maxAge !== null && member.age > question.maxAge) return false;
  }
  if (member.gender !== null && member.gender !== '' && question.gender !== null && question.gender !== '') {
    return member.gender.charAt(0).toUpperCase() === question.gender.charAt(0).toUpperCase();
  }
  return true;
}

function compare(value: string, expected: string): number | null {
  const asNumbers = [Number(value), Number(expected)];
  if (value.trim() !== '' && expected.trim() !== '' && asNumbers.every(Number.isFinite)) return (asNumbers[0] ?? 0) - (asNumbers[1] ?? 0);
  if (ISO_DATE.test(value) && ISO_DATE.test(expected)) return value < expected ? -1 : value > expected ? 1 : 0;
  return null;
}

function holdsFor(value: string, condition: EnableCondition): boolean {
  const expected = condition.answer ?? '';
  const order = compare(value, expected);
  switch (condition.operator) {
    case '=':
      return value === expected || order === 0;
    case '!=':
      return !(value === expected || order === 0);
    case '>':
      return order !== null && order > 0;
    case '<':
      return order !== null && order < 0;
    case '>=':
      return order !== null && order >= 0;
    case '<=':
      return order !== null && order <= 0;
    case 'exists':
      return true;
  }
}

/**
 * FHIR's reading of one condition: an unanswered question satisfies none but `exists false`;
 * `!=` holds when no value equals; the others when any value (a checkbox answer has several) does.
 */
export function conditionHolds(condition: EnableCondition, answers: AnswerMap): boolean {
  const values = (answers.get(condition.questionId) ?? []).filter((value) => value.trim() !== '');
  if (condition.operator === 'exists') return values.length > 0 === (condition.answer !== 'false');
  if (values.length === 0) return false;
  if (condition.operator === '!=') return values.every((value) => holdsFor(value, condition));
  return values.some((value) => holdsFor(value, condition));
}

/** What one answer adds to a score: its options' weights, or a whole-number answer's value. */
export function answerWeight(question: RuleQuestion, values: readonly string[]): number | null {
  if (question.answerOptions.length > 0) {
    const weights = values.map((value) => question.answerOptions.find((option) => option.code === value)?.weight ?? null);
    const known = weights.filter((weight): weight is number => weight !== null);
    return known.length === 0 ? null : known.reduce((sum, weight) => sum + weight, 0);
  }
  if (question.scale !== null || question.numeric !== null) {
    const value = Number(values[0]);
    return values.length === 1 && Number.isFinite(value) ? value : null;
  }
  return null;
}

export function findQuestion<Q extends RuleQuestion>(groups: readonly RuleGroup<Q>[], questionId: string): Q | undefined {
  for (const group of groups) {
    const found = group.questions.find((question) => question.id === questionId);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Summed weights of the given items answered so far (PHQ-2 before PHQ-9). */
export function partialScore(items: readonly string[], groups: readonly RuleGroup[], answers: AnswerMap): number {
  let total = 0;
  for (const id of items) {
    const question = findQuestion(groups, id);
    const values = answers.get(id);
    if (question !== undefined && values !== undefined) total += answerWeight(question, values) ?? 0;
  }
  return total;
}

/**
 * The question's conditions on earlier answers (enableWhen with all/any) and, when it has one, its
 * score threshold: both must hold. `groups` holds the questions a threshold's items name.
 */
export function isQuestionEnabled(question: RuleQuestion, answers: AnswerMap, groups: readonly RuleGroup[]): boolean {
  const conditions = question.otherSelectors;
  if (conditions.length > 0) {
    const holds = conditions.map((condition) => conditionHolds(condition, answers));
    if (question.enableBehavior === 'any' ? !holds.includes(true) : holds.includes(false)) return false;
  }
  const threshold = question.enableWhenScore;
  return threshold === null || partialScore(threshold.items, groups, answers) >= threshold.min;
}

/** Spec 001 section 4, "Question eligibility": not yet answered, open by age and gender, its prior answers given. */
export function isQuestionEligible(
  question: RuleQuestion,
  member: QuestionnaireMember,
  answers: AnswerMap,
  groups: readonly RuleGroup[],
): boolean {
  return !isAnswered(answers, question.id) && isQuestionOpen(question, member) && isQuestionEnabled(question, answers, groups);
}

/**
 * The questions the member sees, in order. Conditions only name earlier questions, so one pass
 * that forgets the answers of questions it closes also closes what hangs on those.
 */
export function enabledQuestions<Q extends RuleQuestion>(
  groups: readonly RuleGroup<Q>[],
  member: QuestionnaireMember,
  answers: AnswerMap,
): Q[] {
  const kept = new Map<string, readonly string[]>();
  const shown: Q[] = [];
  for (const group of groups) {
    for (const question of group.questions) {
      if (!isQuestionOpen(question, member) || !isQuestionEnabled(question, kept, groups)) continue;
      shown.push(question);
      const values = answers.get(question.id);
      if (values !== undefined) kept.set(question.id, values);
    }
  }
  return shown;
}
