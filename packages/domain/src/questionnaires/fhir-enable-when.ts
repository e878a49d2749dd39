import { ENABLE_OPERATORS, type EnableCondition, type EnableOperator } from '@portal/contract';
import type { QuestionDefinition } from './definition';
import { at, isObject, listOf, type Json, type ProblemList } from './fhir-reading';

export interface EarlierQuestions {
  /** Questions already read, by linkId: a condition may only name one of these. */
  readonly before: ReadonlyMap<string, QuestionDefinition>;
  /** Every question linkId of the document, to tell a later question from an unknown one. */
  readonly all: ReadonlySet<string>;
}

const ANSWER_FIELDS = ['answerCoding', 'answerInteger', 'answerDecimal', 'answerBoolean', 'answerString', 'answerDate'] as const;

function answerText(field: (typeof ANSWER_FIELDS)[number], value: unknown): string | null {
  switch (field) {
    case 'answerCoding':
      return isObject(value) && typeof value['code'] === 'string' ? value['code'] : null;
    case 'answerInteger':
      return typeof value === 'number' && Number.isInteger(value) ? String(value) : null;
    case 'answerDecimal':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
    case 'answerBoolean':
      return typeof value === 'boolean' ? String(value) : null;
    case 'answerString':
    case 'answerDate':
      return typeof value === 'string' ? value : null;
  }
}

/** One `enableWhen` entry as the spec's otherSelectors condition; null (and a problem) when it is wrong. */
function readCondition(raw: unknown, path: string, earlier: EarlierQuestions, problems: ProblemList): EnableCondition | null {
  if (!isObject(raw)) {
    problems.add(path, 'enableWhen entry must be an object');
    return null;
  }
  const questionId = raw['question'];
  const operator = raw['operator'];
  let ok = true;
  if (typeof questionId !== 'string') {
    problems.add(at(path, 'question'), 'question is required');
    ok = false;
  } else if (!earlier.before.has(questionId)) {
    const where = earlier.all.has(questionId) ? 'a later question' : 'an unknown question';
    problems.add(at(path, 'question'), `enableWhen names ${where}: ${questionId}`);
    ok = false;
  }
  if (typeof operator !== 'string' || !(ENABLE_OPERATORS as readonly string[]).includes(operator)) {
    problems.add(at(path, 'operator'), `operator must be one of ${ENABLE_OPERATORS.join(' ')}`);
    ok = false;
  }
  const given = ANSWER_FIELDS.filter((field) => raw[field] !== undefined);
  const field = given[0];
  if (given.length !== 1 || field === undefined) {
    problems.add(path, 'enableWhen needs exactly one answer[x]');
    return null;
  }
  const answer = answerText(field, raw[field]);
  if (answer === null) {
    problems.add(at(path, field), `${field} has the wrong form`);
    return null;
  }
  if (operator === 'exists' && field !== 'answerBoolean') {
    problems.add(at(path, field), 'exists takes answerBoolean');
    ok = false;
  }
  if (field === 'answerCoding' && typeof questionId === 'string') {
    const named = earlier.before.get(questionId);
    if (named !== undefined && !named.answerOptions.some((option) => option.code === answer)) {
      problems.add(at(path, field), `${questionId} has no option ${answer}`);
      ok = false;
    }
  }
  if (!ok || typeof questionId !== 'string') return null;
  return { questionId, operator: operator as EnableOperator, answer };
}

export function readEnableWhen(
  item: Json,
  path: string,
  earlier: EarlierQuestions,
  problems: ProblemList,
): { conditions: EnableCondition[]; behavior: 'all' | 'any' } {
  const conditions: EnableCondition[] = [];
  listOf(item['enableWhen']).forEach((raw, index) => {
    const condition = readCondition(raw, at(at(path, 'enableWhen'), index), earlier, problems);
    if (condition !== null) conditions.push(condition);
  });
  const behavior = item['enableBehavior'] ?? 'all';
  if (behavior !== 'all' && behavior !== 'any') {
    problems.add(at(path, 'enableBehavior'), 'enableBehavior must be all or any');
    return { conditions, behavior: 'all' };
  }
  return { conditions, behavior };
}
