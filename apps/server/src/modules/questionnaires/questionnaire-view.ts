import type { Answer, LanguageCode, Questionnaire, QuestionnaireResults, QuestionnaireStatus, ScoreResult } from '@portal/contract';
import {
  crisisSupportRaised,
  healthRisks,
  localizeAnswer,
  localizeQuestionnaire,
  type AnswerMap,
  type QuestionDefinition,
  type QuestionnaireDefinition,
  type QuestionnaireMember,
} from '@portal/domain';
import type { StoredScore } from '../../db/schema';
import type { ResponseRow } from './questionnaire-ports';

export type StoredAnswers = Record<string, string[]>;

export const toAnswerMap = (answers: StoredAnswers): AnswerMap => new Map(Object.entries(answers));
export const fromAnswerMap = (answers: AnswerMap): StoredAnswers =>
  Object.fromEntries([...answers].map(([questionId, values]) => [questionId, [...values]]));

const isFinished = (row: ResponseRow): boolean => row.status !== 'STARTED';

/**
 * The member's current attempt at a type: their latest, except a started one on a definition
 * that has since been replaced, which is left behind (its questions are no longer asked) so
 * that the next start opens an attempt on the active version.
 */
export function currentAttempt(attempts: readonly ResponseRow[], activeDefinitionId: number): ResponseRow | undefined {
  return attempts.filter((row) => isFinished(row) || row.definitionId === activeDefinitionId).at(-1);
}

export function questionsOf(definition: QuestionnaireDefinition): QuestionDefinition[] {
  return definition.groups.flatMap((group) => [...group.questions]);
}

export function answersList(answers: StoredAnswers): Answer[] {
  return Object.entries(answers).map(([questionId, values]) => ({ questionId, values }));
}

export interface HeadFacts {
  readonly definitionId: number;
  readonly attempts: readonly ResponseRow[];
  readonly healthActionId: number | null;
}

/** The fields the list and the questionnaire share, from the member's attempts at the type. */
export function headOf(definition: QuestionnaireDefinition, language: LanguageCode, facts: HeadFacts) {
  const current = currentAttempt(facts.attempts, facts.definitionId);
  const finished = facts.attempts.filter(isFinished);
  const last = finished.at(-1);
  return {
    id: facts.definitionId,
    myId: current?.id ?? null,
    type: definition.type,
    status: current?.status ?? ('NOT_STARTED' as QuestionnaireStatus),
    title: definition.title[language],
    length: definition.length,
    launchMode: definition.launchMode,
    priority: definition.priority,
    lastCompleted: last?.finishedAt?.toISOString() ?? null,
    healthActionId: facts.healthActionId,
  };
}

/** The questionnaire as the member sees it: their language, only the questions open to them, their current answers. */
export function questionnaireOf(
  definition: QuestionnaireDefinition,
  language: LanguageCode,
  member: QuestionnaireMember,
  facts: HeadFacts,
): Questionnaire {
  const current = currentAttempt(facts.attempts, facts.definitionId);
  const localized = localizeQuestionnaire(definition, language, member);
  return {
    ...headOf(definition, language, facts),
    settings: localized.settings,
    screens: localized.screens,
    groups: localized.groups,
    answers: answersList(current?.answers ?? {}),
    allCompletions: facts.attempts.filter(isFinished).map((row) => ({
      id: row.id,
      status: row.status as 'COMPLETED' | 'REFUSED',
      completedAt: row.finishedAt!.toISOString(),
    })),
  };
}

/** Stored scores with their titles in the member's language. */
export function titledScores(definition: QuestionnaireDefinition, scores: readonly StoredScore[], language: LanguageCode): ScoreResult[] {
  return scores.map((score) => ({
    ...score,
    title: definition.scores.find((candidate) => candidate.code === score.code)?.title[language] ?? score.code,
  }));
}

export interface ResultsFacts {
  readonly attempt: ResponseRow;
  readonly definition: QuestionnaireDefinition;
  /** The completed attempt before this one, with its own definition (it may be an older version). */
  readonly previous: { readonly attempt: ResponseRow; readonly definition: QuestionnaireDefinition } | null;
}

/** A finished attempt's scores and answers, each answer beside the same question's in the attempt before. */
export function resultsOf({ attempt, definition, previous }: ResultsFacts, language: LanguageCode): QuestionnaireResults {
  const scores = titledScores(definition, attempt.scores ?? [], language);
  const risks = scores.some((score) => score.risk !== null && score.level !== null) ? healthRisks(attempt.scores ?? []) : null;
  const previousQuestions = new Map(previous ? questionsOf(previous.definition).map((question) => [question.id, question]) : []);
  const answers = definition.groups.flatMap((group) =>
    group.questions.flatMap((question) => {
      const values = attempt.answers[question.id];
      const before = previous?.attempt.answers[question.id];
      const beforeQuestion = previousQuestions.get(question.id);
      if (!values?.length && !before?.length) return [];
      return [
        {
          questionId: question.id,
          groupTitle: group.title[language],
          text: question.text[language],
          answer: values?.length ? localizeAnswer(question, values, language) : [],
          previousAnswer: before?.length && beforeQuestion ? localizeAnswer(beforeQuestion, before, language) : null,
        },
      ];
    }),
  );
  return {
    responseId: attempt.id,
    type: definition.type,
    title: definition.title[language],
    status: attempt.status as 'COMPLETED' | 'REFUSED',
    completedAt: attempt.finishedAt!.toISOString(),
    previousCompletedAt: previous?.attempt.finishedAt?.toISOString() ?? null,
    scores,
    overallRisk: risks?.overallRisk ?? null,
    crisisSupport: crisisSupportRaised(definition, toAnswerMap(attempt.answers)),
    answers,
  };
}
