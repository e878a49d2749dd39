import { Stack, Title } from '@mantine/core';
import { camelKey, type Questionnaire, type QuestionGroup } from '@portal/contract';
import { flowScreen, initialFlow, mayStart, pruneDisabledAnswers, questionnaireFlow, type AnswerMap, type FlowState } from '@portal/domain';
import { useReducer, useState, type ReactElement } from 'react';
import { ApiError } from '../../../lib/api-client';
import { answerMap, questionNumbers } from '../answers';
import {
  ANY_MEMBER,
  NO_PROBLEMS,
  answerProblems,
  crisisRaised,
  pageAnswers,
  pageProblems,
  shownQuestions,
  crisisAnchor,
  type PageProblems,
} from '../rules';
import type { RunnerCalls } from '../runner-calls';
import { CrisisRegion } from './crisis-panel';
import { FailureAlert } from './failure-alert';
import { GroupScreen } from './group-screen';
import { BeforeYouBegin } from './before-you-begin';
import { ExitScreen, ProcessScreen, SuccessScreen, WelcomeBackScreen } from './simple-screens';
import { StartScreen } from './start-screen';

export interface RunnerProps {
  readonly questionnaire: Questionnaire;
  readonly calls: RunnerCalls;
  /** Where the results of a finished attempt are shown, if anywhere. */
  readonly resultsPath: string | null;
  /** Where the member goes on from the exit screen. */
  readonly leaveTo: string | null;
  readonly onSkip?: () => void;
}

type Busy = 'start' | 'save' | 'refuse' | null;

/** The flow as the domain opens it for a loaded questionnaire (the first page with a question left to answer). */
function activated(questionnaire: Questionnaire): FlowState {
  return questionnaireFlow(initialFlow(questionnaire.type), {
    type: 'activate',
    questionnaireType: questionnaire.type,
    status: questionnaire.status,
    groups: questionnaire.groups,
    member: ANY_MEMBER,
    answers: answerMap(questionnaire.answers),
  });
}

/**
 * The server's check of saved answers, by question id, when it refused one
 * (QUESTIONNAIRE_ANSWER_INVALID). The field map's keys came through the wire's case conversion,
 * which turns a snake_case question id into camelCase, so each question is looked up both ways.
 */
function serverProblems(error: unknown, groups: readonly QuestionGroup[]): PageProblems | null {
  if (!(error instanceof ApiError) || error.code !== 'QUESTIONNAIRE_ANSWER_INVALID') return null;
  const byQuestion = new Map<string, string>();
  for (const question of groups.flatMap((group) => group.questions)) {
    const problem = error.fields[question.id] ?? error.fields[camelKey(question.id)];
    if (problem !== undefined) byQuestion.set(question.id, problem);
  }
  return { byQuestion, page: null };
}

/**
 * A questionnaire from start to finish (spec 001 sections 4 and 5): the domain's flow decides the
 * screen and the page; the runner makes the calls around its events (save, then go on; start, then
 * begin; finish while the answers are scored).
 */
export function QuestionnaireRunner({ questionnaire: loaded, calls, resultsPath, leaveTo, onSkip }: RunnerProps): ReactElement {
  const [questionnaire, setQuestionnaire] = useState(loaded);
  // A survey link's attempt is made when the invitation is sent: with no answers yet there is
  // nothing to welcome the member back to, so its questions open at once.
  const [flow, dispatch] = useReducer(questionnaireFlow, loaded, (first) =>
    calls.start === undefined && first.status === 'STARTED' && first.answers.length === 0
      ? questionnaireFlow(activated(first), { type: 'start', answers: new Map() })
      : activated(first),
  );
  const [problems, setProblems] = useState<PageProblems>(NO_PROBLEMS);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  // Once shown, the crisis line stays for the rest of the visit, whatever is answered after.
  const [crisisShown, setCrisisShown] = useState(() => crisisRaised(loaded.groups, answerMap(loaded.answers)));
  const { groups } = questionnaire;
  const answers = flow.answers;
  // The same attempt loaded again (in another language): its words replace the ones shown; the
  // page and the answers given stay. A change of attempt or status is the runner's own to make.
  const [lastLoaded, setLastLoaded] = useState(loaded);
  if (lastLoaded !== loaded) {
    setLastLoaded(loaded);
    if (loaded.myId === questionnaire.myId && loaded.status === questionnaire.status) setQuestionnaire(loaded);
  }

  const run = async (kind: NonNullable<Busy>, work: () => Promise<void>): Promise<void> => {
    setBusy(kind);
    try {
      await work();
    } catch {
      // The area's failure flag is up: the generic message shows above the screen.
    } finally {
      setBusy(null);
    }
  };
  const adopt = (next: Questionnaire | null): void => {
    if (next) setQuestionnaire(next);
  };

  /** Start begins, calling the start call first for a new attempt (or to empty one on start over). */
  const start = (again: boolean): void =>
    void run('start', async () => {
      const needsCall = calls.start !== undefined && (again || questionnaire.myId === null || questionnaire.status !== 'STARTED');
      const started = needsCall ? await calls.start(questionnaire) : questionnaire;
      adopt(started);
      setProblems(NO_PROBLEMS);
      dispatch({ type: 'start', answers: answerMap(started.answers) });
    });
  const resume = (): void => dispatch({ type: 'start', answers });

  const refuse = calls.refuse
    ? () =>
        run('refuse', async () => {
          const refused = await calls.refuse!(questionnaire);
          adopt(refused);
          dispatch({ type: 'endProcessing', status: refused.status });
        })
    : undefined;

  const group = groups.find((candidate) => candidate.id === flow.groupId);

  const answer = (questionId: string, values: string[]): void => {
    const changed = new Map(answers);
    if (values.length === 0) changed.delete(questionId);
    else changed.set(questionId, values);
    const kept: AnswerMap = pruneDisabledAnswers(groups, ANY_MEMBER, changed);
    dispatch({ type: 'answered', answers: kept });
    if (crisisRaised(groups, kept)) setCrisisShown(true);
    if (problems.byQuestion.has(questionId) || problems.page) {
      const rest = new Map(problems.byQuestion);
      rest.delete(questionId);
      setProblems({ byQuestion: rest, page: null });
    }
  };

  const failWith = (found: PageProblems): void => {
    setProblems(found);
    setFailedAttempts((count) => count + 1);
  };

  /** Saves the page; false (with the server's reasons shown) when it was refused. */
  const savePage = async (): Promise<boolean> => {
    if (!group) return true;
    try {
      adopt(await calls.save(questionnaire, pageAnswers(group, groups, answers, answerMap(questionnaire.answers))));
      return true;
    } catch (error) {
      const refused = serverProblems(error, groups);
      if (refused) failWith(refused);
      if (!refused) throw error;
      return false;
    }
  };

  const finish = async (): Promise<void> => {
    try {
      const finished = await calls.finish(questionnaire);
      adopt(finished);
      dispatch({ type: 'endProcessing', status: finished?.status ?? 'COMPLETED' });
    } catch (error) {
      dispatch({ type: 'endProcessing', status: questionnaire.status });
      throw error;
    }
  };

  const next = (): void => {
    if (!group) return;
    const found = pageProblems(group, groups, answers);
    if (found.byQuestion.size > 0 || found.page) return failWith(found);
    void run('save', async () => {
      if (!(await savePage())) return;
      setProblems(NO_PROBLEMS);
      const after = questionnaireFlow(flow, { type: 'next' });
      if (!after.processing) return dispatch({ type: 'next' });
      // The HRA and FTE show the process screen while they are scored; the others keep the
      // last page, its Finish button busy, until the server answers.
      if (flowScreen(after) === 'PROCESS') {
        dispatch({ type: 'next' });
        return finish();
      }
      await calls.finish(questionnaire).then((finished) => {
        adopt(finished);
        dispatch({ type: 'next' });
        dispatch({ type: 'endProcessing', status: finished?.status ?? 'COMPLETED' });
      });
    });
  };

  /** Saves what fits (a required question may wait for the next visit) and leaves. */
  const saveAndExit = (): void => {
    if (!group) return;
    const misfits = answerProblems(group, groups, answers);
    if (misfits.size > 0) return failWith({ byQuestion: misfits, page: null });
    void run('save', async () => {
      if (await savePage()) dispatch({ type: 'exit' });
    });
  };

  const screen = flowScreen(flow);
  // A page of questions with a crisis-support question shows the lifeline beside it, not at the top.
  const crisisQuestion = screen === 'GROUP' && group ? crisisAnchor(group, groups, answers) : undefined;
  const pages = groups.filter((candidate) => shownQuestions(candidate, groups, answers).length > 0);
  const notBegun = !flow.inProgress && questionnaire.status !== 'STARTED';
  const refuseProps = { onRefuse: refuse, refusing: busy === 'refuse' };

  let body: ReactElement;
  switch (screen) {
    case 'START':
      body = (
        <StartScreen
          questionnaire={questionnaire}
          onStart={() => start(false)}
          starting={busy === 'start'}
          startAllowed={mayStart({ loading: calls.loading || busy !== null })}
          onSkip={onSkip}
          {...refuseProps}
        />
      );
      break;
    case 'WELCOME_BACK':
      body = (
        <WelcomeBackScreen
          questionnaire={questionnaire}
          onContinue={resume}
          onStartOver={calls.start ? () => start(true) : undefined}
          startingOver={busy === 'start'}
        />
      );
      break;
    case 'PROCESS':
      body = <ProcessScreen questionnaire={questionnaire} />;
      break;
    case 'SUCCESS':
      body = (
        <SuccessScreen
          questionnaire={questionnaire}
          resultsPath={resultsPath}
          onRetake={calls.start ? () => start(true) : undefined}
          retaking={busy === 'start'}
        />
      );
      break;
    case 'EXIT':
      body = <ExitScreen questionnaire={questionnaire} leaveTo={leaveTo} />;
      break;
    case 'GROUP':
      body = group ? (
        <GroupScreen
          group={group}
          groups={groups}
          intro={notBegun ? <BeforeYouBegin questionnaire={questionnaire} {...refuseProps} /> : null}
          page={{ current: pages.indexOf(group) + 1, total: pages.length }}
          answers={answers}
          numbers={questionNumbers(questionnaire)}
          problems={problems}
          failedAttempts={failedAttempts}
          onAnswer={answer}
          onNext={next}
          onBack={pages.indexOf(group) > 0 ? () => (setProblems(NO_PROBLEMS), dispatch({ type: 'back' })) : null}
          onSaveAndExit={saveAndExit}
          isLast={pages.indexOf(group) === pages.length - 1}
          busy={busy === 'save'}
          crisisShown={crisisShown}
          crisisQuestion={crisisQuestion}
        />
      ) : (
        <ExitScreen questionnaire={questionnaire} leaveTo={leaveTo} />
      );
      break;
  }
  return (
    <Stack gap="lg" maw={questionnaire.settings.screenWidth === 'WIDE' ? 1080 : 720}>
      <Title order={1}>{questionnaire.title}</Title>
      <FailureAlert />
      {/* At the top, unless this page has the crisis-support question it then shows beside. */}
      <CrisisRegion shown={crisisShown && crisisQuestion === undefined} />
      {body}
    </Stack>
  );
}
