import {
  isLanguageCode,
  type Answer,
  type HealthRisks,
  type LanguageCode,
  type Questionnaire,
  type QuestionnaireResults,
  type QuestionnaireSummary,
  type QuestionnaireType,
} from '@portal/contract';
import {
  ageOn,
  checkAnswer,
  isQuestionOpen,
  pruneDisabledAnswers,
  scoreAnswers,
  todayIn,
  unansweredRequired,
  healthRisks,
  type ProgrammeDefinition,
  type QuestionnaireDefinition,
  type QuestionnaireMember,
} from '@portal/domain';
import type { HealthActionCompletions } from '../../core/health-action-completions/completions';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { healthActionOf, typeOffered } from './questionnaire-types';
import { fromAnswerMap, headOf, questionnaireOf, questionsOf, resultsOf, toAnswerMap, type StoredAnswers } from './questionnaire-view';
import type { Respondent, ResponseRow } from './questionnaire-ports';
import type { MemberFacts, QuestionnairesRepository } from './questionnaires.repository';

export interface QuestionnairesDependencies {
  readonly repository: QuestionnairesRepository;
  readonly clock: Clock;
  readonly programmeFor: (clientId: number) => Promise<ProgrammeDefinition | null>;
  readonly completions: Pick<HealthActionCompletions, 'record'>;
}

export type { Respondent };

interface MemberContext {
  readonly member: QuestionnaireMember;
  readonly language: LanguageCode;
  readonly today: string;
}

/** The finishing call gets this long to record its completion before the job may. */
const RECORDING_GRACE_MS = 60_000;

const notFound = () => new AppError('QUESTIONNAIRE_NOT_FOUND', 'The plan offers no questionnaire of that type');
const responseNotFound = () => new AppError('QUESTIONNAIRE_RESPONSE_NOT_FOUND', 'No attempt of that id belongs to the member');
const notStarted = () => new AppError('QUESTIONNAIRE_NOT_STARTED', 'That attempt is not started: it was finished or refused');

/** An answer's problem when its question is not one the member may answer (decision 0040: not in the document, not open by age or gender). */
const UNKNOWN_QUESTION = 'UNKNOWN_QUESTION';
const NOT_OPEN = 'NOT_OPEN';

export function createQuestionnairesService({ repository, clock, programmeFor, completions }: QuestionnairesDependencies) {
  async function memberContext(respondent: Respondent): Promise<MemberContext> {
    const facts: MemberFacts | undefined = await repository.memberFacts(respondent.client.configuration.id, respondent.memberId);
    if (!facts) throw responseNotFound();
    const today = todayIn(clock.now(), respondent.client.timeZone);
    const saved = facts.language?.toUpperCase();
    const language = saved && isLanguageCode(saved) ? saved : (respondent.pageLanguage ?? 'EN');
    return { member: { age: ageOn(facts.dob, today), gender: facts.gender }, language, today };
  }

  /** The active definition of an offered type, or QUESTIONNAIRE_NOT_FOUND. */
  async function offered(client: ClientRecord, type: QuestionnaireType): Promise<{ id: number; definition: QuestionnaireDefinition }> {
    if (!typeOffered(client, type)) throw notFound();
    const clientId = client.configuration.id;
    const head = (await repository.activeDefinitions(clientId)).find((candidate) => candidate.type === type);
    const definition = head && (await repository.definitionById(clientId, head.id));
    if (!head || !definition) throw notFound();
    return { id: head.id, definition };
  }

  async function view(respondent: Respondent, type: QuestionnaireType, context?: MemberContext): Promise<Questionnaire> {
    const { client, memberId } = respondent;
    const clientId = client.configuration.id;
    const [{ id, definition }, known, programme] = await Promise.all([
      offered(client, type),
      context ?? memberContext(respondent),
      programmeFor(clientId),
    ]);
    const attempts = await repository.attemptsOf(clientId, memberId, type);
    return questionnaireOf(definition, known.language, known.member, {
      definitionId: id,
      attempts,
      healthActionId: healthActionOf(programme, type),
    });
  }

  /** The member's attempt, only if it is theirs and its questionnaire is still offered and active. */
  async function startedAttempt(respondent: Respondent, responseId: number) {
    const clientId = respondent.client.configuration.id;
    const attempt = await repository.responseOf(clientId, respondent.memberId, responseId);
    if (!attempt) throw responseNotFound();
    const { id, definition } = await offered(respondent.client, attempt.type);
    if (attempt.status !== 'STARTED' || attempt.definitionId !== id) throw notStarted();
    return { attempt, definition };
  }

  /**
   * Records the completion of the type's health action, when the plan's programme has one, then
   * marks the attempt so the job leaves it. The completion is keyed by the attempt, so recording
   * it again (the job after a failed call) never completes or pays twice.
   */
  async function recordCompletion(client: ClientRecord, attempt: ResponseRow, refused: boolean, today: string): Promise<void> {
    const clientId = client.configuration.id;
    const healthActionId = healthActionOf(await programmeFor(clientId), attempt.type);
    if (healthActionId !== null) {
      await completions.record({
        clientId,
        memberId: attempt.memberId,
        healthActionId,
        completionDate: today,
        source: 'QUESTIONNAIRE',
        sourceRef: `questionnaire-response:${attempt.id}`,
        ...(refused ? { refused: true } : {}),
      });
    }
    await repository.markCompletionRecorded(attempt.id, clock.now());
  }

  const service = {
    offered,
    view,
    memberContext,

    /** The questionnaires the member's plan offers them, each with their status, by priority. */
    async list(respondent: Respondent): Promise<QuestionnaireSummary[]> {
      const { client, memberId } = respondent;
      const clientId = client.configuration.id;
      const heads = (await repository.activeDefinitions(clientId)).filter((head) => typeOffered(client, head.type));
      const [context, programme, attempts] = await Promise.all([
        memberContext(respondent),
        programmeFor(clientId),
        repository.allAttemptsOf(clientId, memberId),
      ]);
      const summaries: QuestionnaireSummary[] = [];
      for (const head of heads) {
        const definition = await repository.definitionById(clientId, head.id);
        if (!definition) continue;
        // A questionnaire with no question open to the member (by age or gender) is not offered to them.
        const openToMember = definition.groups.some((group) =>
          group.questions.some((question) => isQuestionOpen(question, context.member)),
        );
        if (!openToMember) continue;
        summaries.push(
          headOf(definition, context.language, {
            definitionId: head.id,
            attempts: attempts.filter((attempt) => attempt.type === head.type),
            healthActionId: healthActionOf(programme, head.type),
          }),
        );
      }
      return summaries.sort((a, b) => a.priority - b.priority || a.id - b.id);
    },

    /** Decision 0040 "A member's response": a started attempt is emptied, otherwise a new one opens. */
    async start(respondent: Respondent, type: QuestionnaireType, linkExpiresAt: Date | null = null): Promise<number> {
      const { id, definition } = await offered(respondent.client, type);
      const clientId = respondent.client.configuration.id;
      const attempts = await repository.attemptsOf(clientId, respondent.memberId, type);
      const lastCompleted = attempts.filter((attempt) => attempt.status === 'COMPLETED').at(-1);
      const context = await memberContext(respondent);
      // A retake may start from the answers of the last completed attempt, where the plan asks for it.
      const prefill =
        definition.settings.prefillOldAnswers && lastCompleted ? keepAnswerable(definition, context, lastCompleted.answers) : {};
      return repository.start({ clientId, memberId: respondent.memberId }, { id, type }, prefill, clock.now(), linkExpiresAt);
    },

    async startAndView(respondent: Respondent, type: QuestionnaireType): Promise<Questionnaire> {
      await service.start(respondent, type);
      return view(respondent, type);
    },

    /**
     * Saves answers to a started attempt: each one is checked against its question (it must be in
     * the document, open to the member, and a well-formed answer); any problem refuses the whole
     * save, naming each question. Answers to questions the new answers disable are dropped.
     */
    async saveAnswers(respondent: Respondent, responseId: number, answers: readonly Answer[]): Promise<Questionnaire> {
      const { attempt, definition } = await startedAttempt(respondent, responseId);
      const context = await memberContext(respondent);
      const questions = new Map(questionsOf(definition).map((question) => [question.id, question]));
      const problems: Record<string, string> = {};
      const merged: StoredAnswers = { ...attempt.answers };
      for (const answer of answers) {
        const question = questions.get(answer.questionId);
        if (!question) problems[answer.questionId] = UNKNOWN_QUESTION;
        else if (!isQuestionOpen(question, context.member)) problems[answer.questionId] = NOT_OPEN;
        else if (answer.values.length === 0) delete merged[answer.questionId];
        else {
          const problem = checkAnswer(question, answer.values, context.today);
          if (problem) problems[answer.questionId] = problem;
          else merged[answer.questionId] = [...answer.values];
        }
      }
      if (Object.keys(problems).length > 0) {
        throw new AppError('QUESTIONNAIRE_ANSWER_INVALID', 'Some answers do not fit their questions', problems);
      }
      if (!(await repository.saveAnswers(attempt.id, keepAnswerable(definition, context, merged)))) throw notStarted();
      return view(respondent, attempt.type, context);
    },

    /**
     * Finishes a started attempt: every required question open to the member must be answered;
     * the scores are computed here and kept with it. Of any number of finishes at once, one
     * finishes it and records the health action's completion; the others are told it is finished.
     */
    async finish(respondent: Respondent, responseId: number): Promise<Questionnaire> {
      const { attempt, definition } = await startedAttempt(respondent, responseId);
      const context = await memberContext(respondent);
      const answers = keepAnswerable(definition, context, attempt.answers);
      const unanswered = unansweredRequired(definition.groups, context.member, toAnswerMap(answers));
      if (unanswered.length > 0) {
        throw new AppError('QUESTIONNAIRE_REQUIRED_UNANSWERED', 'Required questions are unanswered', undefined, {
          questionIds: unanswered.join(','),
        });
      }
      const scores = scoreAnswers(definition, context.member, toAnswerMap(answers)).map(({ code, kind, value, band, level, risk }) => ({
        code,
        kind,
        value,
        band,
        level,
        risk,
      }));
      const finished = await repository.finish(attempt.id, { status: 'COMPLETED', answers, scores, now: clock.now() });
      if (!finished) throw notStarted();
      await recordCompletion(respondent.client, attempt, false, context.today);
      return view(respondent, attempt.type, context);
    },

    /** Refuses a started attempt: it counts as done for its health action and earns nothing. */
    async refuse(respondent: Respondent, responseId: number, type: QuestionnaireType): Promise<Questionnaire> {
      const { attempt } = await startedAttempt(respondent, responseId);
      if (attempt.type !== type) throw responseNotFound();
      const context = await memberContext(respondent);
      const finished = await repository.finish(attempt.id, { status: 'REFUSED', answers: {}, scores: null, now: clock.now() });
      if (!finished) throw notStarted();
      await recordCompletion(respondent.client, attempt, true, context.today);
      return view(respondent, attempt.type, context);
    },

    /** A finished attempt's results beside the completed attempt before it. */
    async results(respondent: Respondent, responseId: number): Promise<QuestionnaireResults> {
      const clientId = respondent.client.configuration.id;
      const attempt = await repository.responseOf(clientId, respondent.memberId, responseId);
      // Results are the member's own, and only of a questionnaire the plan still offers them.
      if (!attempt || attempt.status === 'STARTED' || !typeOffered(respondent.client, attempt.type)) throw responseNotFound();
      const context = await memberContext(respondent);
      const definition = await repository.definitionById(clientId, attempt.definitionId);
      if (!definition) throw responseNotFound();
      const attempts = await repository.attemptsOf(clientId, respondent.memberId, attempt.type);
      const before = attempts.filter((row) => row.status === 'COMPLETED' && row.id < attempt.id).at(-1);
      const beforeDefinition = before && (await repository.definitionById(clientId, before.definitionId));
      const previous = before && beforeDefinition ? { attempt: before, definition: beforeDefinition } : null;
      return resultsOf({ attempt, definition, previous }, context.language);
    },

    /** The risks of the member's latest completed health risk assessment (HRA_SUMMARY_NOT_FOUND without one). */
    async healthRisks(respondent: Respondent): Promise<HealthRisks> {
      const clientId = respondent.client.configuration.id;
      const attempts = await repository.attemptsOf(clientId, respondent.memberId, 'HRA');
      const latest = attempts.filter((attempt) => attempt.status === 'COMPLETED').at(-1);
      if (!latest) throw new AppError('HRA_SUMMARY_NOT_FOUND', 'The member has no completed health risk assessment');
      const risks = healthRisks(latest.scores ?? []);
      return {
        overallRisk: risks.overallRisk,
        healthSummary: risks.healthSummary,
        responseId: latest.id,
        completedAt: latest.finishedAt!.toISOString(),
      };
    },

    /**
     * Records the completions finished attempts never got (their call failed after finishing);
     * answers how many it recorded. Each on the day the attempt finished, in its plan's time zone.
     */
    async recordUnrecordedCompletions(findClientById: (clientId: number) => Promise<ClientRecord | undefined>, limit = 100) {
      const due = await repository.unrecordedCompletions(new Date(clock.now().getTime() - RECORDING_GRACE_MS), limit);
      for (const attempt of due) {
        const client = await findClientById(attempt.clientId);
        if (!client) continue;
        await recordCompletion(client, attempt, attempt.status === 'REFUSED', todayIn(attempt.finishedAt!, client.timeZone));
      }
      return due.length;
    },
  };
  return service;
}

/** Answers to questions still open to the member and enabled by the other answers; the rest are dropped. */
function keepAnswerable(definition: QuestionnaireDefinition, context: MemberContext, answers: StoredAnswers): StoredAnswers {
  const open = new Set(
    questionsOf(definition)
      .filter((question) => isQuestionOpen(question, context.member))
      .map((question) => question.id),
  );
  const kept = Object.fromEntries(Object.entries(answers).filter(([questionId]) => open.has(questionId)));
  return fromAnswerMap(pruneDisabledAnswers(definition.groups, context.member, toAnswerMap(kept)));
}

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
