import type { QuestionnaireStatus, QuestionnaireType, ScreenKind } from '@portal/contract';
import type { AnswerMap, QuestionnaireMember } from './definition';
import { enabledQuestions, isAnswered, type RuleGroup } from './eligibility';

export interface ScreenFacts {
  readonly type: QuestionnaireType;
  readonly status: QuestionnaireStatus;
  /** The member is answering in this visit (started or resumed). */
  readonly inProgress: boolean;
  /** Finished, and the server's scoring not yet reported back. */
  readonly processing: boolean;
  /** The member chose to exit and save for later. */
  readonly exited?: boolean;
}

/** Finishing these shows the process screen while the server scores (spec 001 section 4). */
const PROCESSED_TYPES: readonly QuestionnaireType[] = ['HRA', 'FTE'];

/**
 * Spec 001 section 4, "Screen choice". Where its rules overlap, the first of these wins: an exit the
 * member asked for; the satisfaction survey's success; processing; completed; welcome back for a
 * started attempt (an FTE one included: "welcome back" is truer than "start" once answers exist);
 * the FTE's start; the questions.
 */
export function chooseScreen(facts: ScreenFacts): ScreenKind {
  const { type, status, inProgress, processing } = facts;
  if (facts.exited === true) return 'EXIT';
  if (type === 'HRA_SAT' && !inProgress && processing) return 'SUCCESS';
  if (PROCESSED_TYPES.includes(type) && processing) return 'PROCESS';
  if (status === 'COMPLETED' && !processing) return 'SUCCESS';
  if (status === 'STARTED' && !inProgress) return 'WELCOME_BACK';
  if (type === 'FTE' && (status === 'NOT_STARTED' || !inProgress)) return 'START';
  return 'GROUP';
}

/**
 * How long a loaded questionnaire is trusted before the page fetches it again. An attempt may be
 * answered on another device as well; five minutes keeps moving between pages from refetching,
 * while a member back from a break sees what they answered elsewhere.
 */
export const QUESTIONNAIRE_FRESHNESS_MS = 5 * 60 * 1000;

/** Spec 001 section 4: reload only when never loaded or older than the freshness limit, and not already loading. */
export function mayReload({ loadedAt, loading, now }: { loadedAt: number | null; loading: boolean; now: number }): boolean {
  return !loading && (loadedAt === null || now - loadedAt > QUESTIONNAIRE_FRESHNESS_MS);
}

/** Spec 001 section 4: start is rejected while loading. */
export function mayStart({ loading }: { loading: boolean }): boolean {
  return !loading;
}

export interface FlowState {
  readonly type: QuestionnaireType;
  readonly status: QuestionnaireStatus;
  readonly groups: readonly RuleGroup[];
  readonly member: QuestionnaireMember;
  readonly answers: AnswerMap;
  readonly inProgress: boolean;
  readonly processing: boolean;
  readonly exited: boolean;
  /** The group on screen; null before start and after finish. */
  readonly groupId: string | null;
  /** The question to answer next on that group's screen; null when all its questions shown are answered. */
  readonly questionId: string | null;
}

export type FlowEvent =
  | {
      readonly type: 'activate';
      readonly questionnaireType: QuestionnaireType;
      readonly status: QuestionnaireStatus;
      readonly groups: readonly RuleGroup[];
      readonly member: QuestionnaireMember;
      readonly answers: AnswerMap;
    }
  /** After the start call (made first when the attempt is not yet started): the attempt's answers as the server returned them. */
  | { readonly type: 'start'; readonly answers: AnswerMap }
  | { readonly type: 'answered'; readonly answers: AnswerMap }
  | { readonly type: 'next' }
  | { readonly type: 'back' }
  | { readonly type: 'finish' }
  | { readonly type: 'endProcessing'; readonly status: QuestionnaireStatus }
  | { readonly type: 'complete' }
  | { readonly type: 'exit' };

export function initialFlow(type: QuestionnaireType): FlowState {
  return {
    type,
    status: 'NOT_STARTED',
    groups: [],
    member: { age: null, gender: null },
    answers: new Map(),
    inProgress: false,
    processing: false,
    exited: false,
    groupId: null,
    questionId: null,
  };
}

/** Groups holding at least one question the member sees now. */
function shownGroups(state: Pick<FlowState, 'groups' | 'member' | 'answers'>): RuleGroup[] {
  const shown = new Set(enabledQuestions(state.groups, state.member, state.answers).map((question) => question.id));
  return state.groups.filter((group) => group.questions.some((question) => shown.has(question.id)));
}

/**
 * The first group with a question still to answer (a resumed attempt picks up there), or the first
 * group shown when everything is answered.
 */
export function firstEligibleGroup(state: Pick<FlowState, 'groups' | 'member' | 'answers'>): string | null {
  const groups = shownGroups(state);
  const shown = new Set(enabledQuestions(state.groups, state.member, state.answers).map((question) => question.id));
  const open = groups.find((group) =>
    group.questions.some((question) => shown.has(question.id) && !isAnswered(state.answers, question.id)),
  );
  return (open ?? groups[0])?.id ?? null;
}

/** The first question on `groupId`'s screen still to answer, after `afterId` when given. */
function nextQuestion(state: FlowState, groupId: string | null, afterId: string | null = null): string | null {
  const group = state.groups.find((candidate) => candidate.id === groupId);
  if (group === undefined) return null;
  const shown = new Set(enabledQuestions(state.groups, state.member, state.answers).map((question) => question.id));
  const order = group.questions.map((question) => question.id);
  const from = afterId === null ? -1 : order.indexOf(afterId);
  return (
    group.questions.find((question, index) => index > from && shown.has(question.id) && !isAnswered(state.answers, question.id))?.id ?? null
  );
}

function onGroup(state: FlowState, groupId: string | null): FlowState {
  return { ...state, groupId, questionId: nextQuestion(state, groupId) };
}

function finish(state: FlowState): FlowState {
  return { ...state, processing: true, inProgress: false, groupId: null, questionId: null };
}

function step(state: FlowState, direction: 1 | -1): FlowState {
  if (state.groupId === null) return state;
  const groups = shownGroups(state);
  const all = state.groups.map((group) => group.id);
  const here = all.indexOf(state.groupId ?? '');
  const candidates = groups.filter((group) => (direction === 1 ? all.indexOf(group.id) > here : all.indexOf(group.id) < here));
  const target = direction === 1 ? candidates[0] : candidates[candidates.length - 1];
  if (target !== undefined) return onGroup(state, target.id);
  return direction === 1 ? finish(state) : state;
}

/**
 * Spec 001 section 4, "Flow", as a reducer. Calls to the server stay with the caller: it saves an
 * answer and then sends `answered`, starts the attempt and then sends `start`. Answering goes on
 * to the following question to answer within the group, never out of it: a group is checked
 * (`groupProblems`) before it is left, and a checkbox answered once may take more ticks. "Next"
 * goes to the following group holding a question the member sees and finishes when there is
 * none; "back" to the previous such group.
 */
export function questionnaireFlow(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'activate': {
      const loaded = {
        ...state,
        type: event.questionnaireType,
        status: event.status,
        groups: event.groups,
        member: event.member,
        answers: event.answers,
      };
      return onGroup({ ...loaded, exited: false }, firstEligibleGroup(loaded));
    }
    case 'start': {
      const started = { ...state, status: 'STARTED' as const, answers: event.answers, inProgress: true, exited: false, processing: false };
      return onGroup(started, firstEligibleGroup(started));
    }
    case 'answered': {
      const answered = { ...state, answers: event.answers };
      return { ...answered, questionId: nextQuestion(answered, state.groupId, state.questionId) };
    }
    case 'next':
      return step(state, 1);
    case 'back':
      return step(state, -1);
    case 'finish':
      return finish(state);
    case 'endProcessing':
      return { ...state, processing: false, status: event.status };
    case 'complete':
      return { ...state, inProgress: false, processing: false, exited: false, groupId: null, questionId: null, answers: new Map() };
    case 'exit':
      return { ...state, exited: true, inProgress: false };
  }
}

/** The screen for the flow's state. */
export function flowScreen(state: FlowState): ScreenKind {
  return chooseScreen({
    type: state.type,
    status: state.status,
    inProgress: state.inProgress,
    processing: state.processing,
    exited: state.exited,
  });
}
