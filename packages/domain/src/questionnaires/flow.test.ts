import { describe, expect, it } from 'vitest';
import {
  chooseScreen,
  flowScreen,
  initialFlow,
  mayReload,
  mayStart,
  QUESTIONNAIRE_FRESHNESS_MS,
  questionnaireFlow,
  type FlowEvent,
  type FlowState,
} from './flow';
import { answersOf, choice, group, ruleQuestion } from './test-fixtures/rule-questions';

describe('chooseScreen (spec 001 section 4)', () => {
  it('starts a first-time experience not started, or not in progress', () => {
    expect(chooseScreen({ type: 'FTE', status: 'NOT_STARTED', inProgress: false, processing: false })).toBe('START');
    expect(chooseScreen({ type: 'FTE', status: 'REFUSED', inProgress: false, processing: false })).toBe('START');
  });

  it('welcomes back a started attempt not in progress, an FTE one too', () => {
    expect(chooseScreen({ type: 'HRA', status: 'STARTED', inProgress: false, processing: false })).toBe('WELCOME_BACK');
    expect(chooseScreen({ type: 'FTE', status: 'STARTED', inProgress: false, processing: false })).toBe('WELCOME_BACK');
  });

  it('shows processing for a finished HRA or FTE, even once completed', () => {
    expect(chooseScreen({ type: 'HRA', status: 'STARTED', inProgress: false, processing: true })).toBe('PROCESS');
    expect(chooseScreen({ type: 'FTE', status: 'COMPLETED', inProgress: false, processing: true })).toBe('PROCESS');
  });

  it('shows success once completed and not processing', () => {
    expect(chooseScreen({ type: 'HRA', status: 'COMPLETED', inProgress: false, processing: false })).toBe('SUCCESS');
    expect(chooseScreen({ type: 'SNS', status: 'COMPLETED', inProgress: true, processing: false })).toBe('SUCCESS');
  });

  it('shows success for the satisfaction survey not in progress and processing', () => {
    expect(chooseScreen({ type: 'HRA_SAT', status: 'STARTED', inProgress: false, processing: true })).toBe('SUCCESS');
    expect(chooseScreen({ type: 'HRA_SAT', status: 'STARTED', inProgress: true, processing: true })).toBe('GROUP');
  });

  it('shows the questions otherwise', () => {
    expect(chooseScreen({ type: 'HRA', status: 'NOT_STARTED', inProgress: false, processing: false })).toBe('GROUP');
    expect(chooseScreen({ type: 'FTE', status: 'STARTED', inProgress: true, processing: false })).toBe('GROUP');
  });

  it('shows exit when the member chose to exit and save, before anything else', () => {
    expect(chooseScreen({ type: 'HRA', status: 'COMPLETED', inProgress: false, processing: true, exited: true })).toBe('EXIT');
  });
});

describe('mayReload and mayStart', () => {
  const now = 1_000_000_000;

  it('reloads when never loaded, not while loading', () => {
    expect(mayReload({ loadedAt: null, loading: false, now })).toBe(true);
    expect(mayReload({ loadedAt: null, loading: true, now })).toBe(false);
  });

  it('reloads only past the freshness limit', () => {
    expect(mayReload({ loadedAt: now - QUESTIONNAIRE_FRESHNESS_MS, loading: false, now })).toBe(false);
    expect(mayReload({ loadedAt: now - QUESTIONNAIRE_FRESHNESS_MS - 1, loading: false, now })).toBe(true);
  });

  it('refuses start while loading', () => {
    expect(mayStart({ loading: true })).toBe(false);
    expect(mayStart({ loading: false })).toBe(true);
  });
});

describe('questionnaireFlow', () => {
  const smoke = choice('smoke', { yes: 1, no: 0 });
  const amount = ruleQuestion({ id: 'amount', otherSelectors: [{ questionId: 'smoke', operator: '=', answer: 'yes' }] });
  const teen = ruleQuestion({ id: 'teen', maxAge: 17 });
  const sleep = ruleQuestion({ id: 'sleep' });
  const groups = [group('smoking', [smoke]), group('amount', [amount]), group('teens', [teen]), group('sleep', [sleep])];
  const member = { age: 40, gender: null };

  const run = (events: readonly FlowEvent[], from: FlowState = initialFlow('HRA')) => events.reduce(questionnaireFlow, from);
  const activate = (
    answers: Record<string, string[]> = {},
    status: FlowState['status'] = 'NOT_STARTED',
    shown: FlowState['groups'] = groups,
  ): FlowEvent => ({
    type: 'activate',
    questionnaireType: 'HRA',
    status,
    groups: shown,
    member,
    answers: answersOf(answers),
  });

  it('activates on the first group with a question to answer (a resumed attempt picks up there)', () => {
    expect(run([activate()]).groupId).toBe('smoking');
    expect(run([activate({ smoke: ['no'] }, 'STARTED')]).groupId).toBe('sleep');
  });

  it('shows welcome back on activating a started attempt, then the questions on start', () => {
    const activated = run([activate({ smoke: ['no'] }, 'STARTED')]);
    expect(flowScreen(activated)).toBe('WELCOME_BACK');
    const started = questionnaireFlow(activated, { type: 'start', answers: answersOf({}) });
    expect(started).toMatchObject({ status: 'STARTED', inProgress: true, groupId: 'smoking' });
    expect(flowScreen(started)).toBe('GROUP');
  });

  it('goes next to the following group with a question shown, skipping closed ones', () => {
    const started = run([activate(), { type: 'start', answers: answersOf({}) }]);
    const answeredNo = questionnaireFlow(started, { type: 'answered', answers: answersOf({ smoke: ['no'] }) });
    expect(answeredNo.groupId).toBe('smoking');
    expect(questionnaireFlow(answeredNo, { type: 'next' }).groupId).toBe('sleep');
    const answeredYes = questionnaireFlow(started, { type: 'answered', answers: answersOf({ smoke: ['yes'] }) });
    expect(questionnaireFlow(answeredYes, { type: 'next' }).groupId).toBe('amount');
  });

  it('goes on, after an answer, to the next question to answer in the same group, never out of it', () => {
    const name = ruleQuestion({ id: 'name' });
    const city = ruleQuestion({ id: 'city', optional: true });
    const age = ruleQuestion({ id: 'age' });
    const about = [group('about', [name, city, age]), group('sleep', [sleep])];
    const started = run([activate({}, 'NOT_STARTED', about), { type: 'start', answers: answersOf({}) }]);
    expect(started).toMatchObject({ groupId: 'about', questionId: 'name' });
    const afterName = questionnaireFlow(started, { type: 'answered', answers: answersOf({ name: ['Ana'] }) });
    expect(afterName).toMatchObject({ groupId: 'about', questionId: 'city' });
    const afterAge = questionnaireFlow(afterName, { type: 'answered', answers: answersOf({ name: ['Ana'], age: ['40'] }) });
    expect(afterAge).toMatchObject({ groupId: 'about', questionId: null, processing: false });
  });

  it('finishes when no group is left: processing on', () => {
    const last = run([
      activate(),
      { type: 'start', answers: answersOf({}) },
      { type: 'answered', answers: answersOf({ smoke: ['no'] }) },
      { type: 'next' },
      { type: 'next' },
    ]);
    expect(last).toMatchObject({ processing: true, inProgress: false, groupId: null });
    expect(flowScreen(last)).toBe('PROCESS');
    expect(questionnaireFlow(last, { type: 'next' })).toBe(last);
  });

  it('goes back to the previous group with a question shown, and stays on the first', () => {
    const atSleep = run([
      activate(),
      { type: 'start', answers: answersOf({}) },
      { type: 'answered', answers: answersOf({ smoke: ['no'] }) },
      { type: 'next' },
    ]);
    expect(atSleep.groupId).toBe('sleep');
    const back = questionnaireFlow(atSleep, { type: 'back' });
    expect(back.groupId).toBe('smoking');
    expect(questionnaireFlow(back, { type: 'back' }).groupId).toBe('smoking');
  });

  it('ends processing with the status the server gave, and completes by resetting', () => {
    const finished = run([activate(), { type: 'start', answers: answersOf({}) }, { type: 'finish' }]);
    expect(finished.processing).toBe(true);
    const ended = questionnaireFlow(finished, { type: 'endProcessing', status: 'COMPLETED' });
    expect(ended).toMatchObject({ processing: false, status: 'COMPLETED' });
    expect(flowScreen(ended)).toBe('SUCCESS');
    const reset = questionnaireFlow(ended, { type: 'complete' });
    expect(reset).toMatchObject({ inProgress: false, processing: false, groupId: null });
    expect(reset.answers.size).toBe(0);
  });

  it('exits and saves for later', () => {
    const exited = run([activate(), { type: 'start', answers: answersOf({}) }, { type: 'exit' }]);
    expect(exited).toMatchObject({ exited: true, inProgress: false });
    expect(flowScreen(exited)).toBe('EXIT');
  });
});
