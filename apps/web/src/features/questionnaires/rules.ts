import type { Answer, Question, QuestionGroup } from '@portal/contract';
import {
  answerWeight,
  checkAnswer,
  enabledQuestions,
  groupProblems,
  requiredDirectIncentiveQuestions,
  type AnswerMap,
  type QuestionnaireMember,
} from '@portal/domain';
import { todayIso } from './answers';

/**
 * The domain's questionnaire rules as the runner uses them. The member's age and gender are not
 * known here and need not be: the server sends only the questions open to the member.
 */
export const ANY_MEMBER: QuestionnaireMember = { age: null, gender: null };

export interface PageProblems {
  /** A problem code by question id; each code has its message in `questionnaires:problems`. */
  readonly byQuestion: ReadonlyMap<string, string>;
  /** 'SELECT_AN_ANSWER' when the page has no answer at all and cannot be skipped. */
  readonly page: string | null;
}

export const NO_PROBLEMS: PageProblems = { byQuestion: new Map(), page: null };

/** The questions of a page that the member's answers so far open. */
export function shownQuestions(group: QuestionGroup, groups: readonly QuestionGroup[], answers: AnswerMap): Question[] {
  const shown = new Set(enabledQuestions(groups, ANY_MEMBER, answers).map((question) => question.id));
  return group.questions.filter((question) => shown.has(question.id));
}

/**
 * The page's question the 988 lifeline shows right after: its last shown crisis-support question
 * (on a phone, a panel at the top of the page is screens away from the answer that raised it).
 */
export function crisisAnchor(group: QuestionGroup, groups: readonly QuestionGroup[], answers: AnswerMap): string | undefined {
  return shownQuestions(group, groups, answers)
    .filter((question) => question.crisisSupport)
    .at(-1)?.id;
}

/** What is wrong with each shown answer as typed (a word where a number goes); blanks are not checked here. */
export function answerProblems(
  group: QuestionGroup,
  groups: readonly QuestionGroup[],
  answers: AnswerMap,
  today = todayIso(),
): Map<string, string> {
  const problems = new Map<string, string>();
  for (const question of shownQuestions(group, groups, answers)) {
    const problem = checkAnswer(question, answers.get(question.id) ?? [], today);
    if (problem) problems.set(question.id, problem);
  }
  return problems;
}

/** Everything that keeps the member on a page: required questions unanswered, answers that do not fit, no answer at all. */
export function pageProblems(group: QuestionGroup, groups: readonly QuestionGroup[], answers: AnswerMap, today = todayIso()): PageProblems {
  const found = groupProblems(group, ANY_MEMBER, answers, groups);
  const byQuestion = new Map<string, string>(found.questions.map((problem) => [problem.questionId, problem.code]));
  for (const [questionId, problem] of answerProblems(group, groups, answers, today)) byQuestion.set(questionId, problem);
  return { byQuestion, page: found.group };
}

/** The required direct-incentive questions listed before the member begins. */
export function rewardQuestions(groups: readonly QuestionGroup[]): Question[] {
  return requiredDirectIncentiveQuestions(groups);
}

/** Decision 0040: an answer to a crisis-support question with a weight above zero shows the crisis line at once. */
export function crisisRaised(groups: readonly QuestionGroup[], answers: AnswerMap): boolean {
  return groups.some((group) =>
    group.questions.some(
      (question) => question.crisisSupport && (answers.get(question.id) ?? []).some((code) => (answerWeight(question, [code]) ?? 0) > 0),
    ),
  );
}

/**
 * What one page saves: each question it shows with its answer (empty when left blank), and an
 * empty answer for every question, on this page or an earlier one, that the server holds an answer
 * to but that the answers now close: such an answer is dropped, not kept (decision 0040).
 */
export function pageAnswers(group: QuestionGroup, groups: readonly QuestionGroup[], answers: AnswerMap, saved: AnswerMap): Answer[] {
  const enabled = new Set(enabledQuestions(groups, ANY_MEMBER, answers).map((question) => question.id));
  const page = group.questions.map((question) => ({
    questionId: question.id,
    values: enabled.has(question.id) ? [...(answers.get(question.id) ?? [])] : [],
  }));
  const onPage = new Set(group.questions.map((question) => question.id));
  const known = new Set(groups.flatMap((candidate) => candidate.questions.map((question) => question.id)));
  const closed = [...saved.keys()]
    .filter((questionId) => known.has(questionId) && !onPage.has(questionId) && !enabled.has(questionId))
    .map((questionId) => ({ questionId, values: [] }));
  return [...page, ...closed];
}
