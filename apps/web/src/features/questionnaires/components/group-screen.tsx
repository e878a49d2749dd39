import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { QuestionGroup } from '@portal/contract';
import type { AnswerMap } from '@portal/domain';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteControl } from '../../../lib/read-only-view';
import { shownQuestions, type PageProblems } from '../rules';
import { CrisisRegion } from './crisis-panel';
import { problemMessage } from './problem-message';
import { QuestionField, QuestionLabel } from './question-field';

export interface GroupScreenProps {
  readonly group: QuestionGroup;
  /** The whole questionnaire: answers on earlier pages open questions on this one. */
  readonly groups: readonly QuestionGroup[];
  /** Shown above the first page before the member has begun (what earns the reward, the way to refuse). */
  readonly intro: ReactNode;
  readonly page: { readonly current: number; readonly total: number };
  readonly answers: AnswerMap;
  readonly numbers: ReadonlyMap<string, number>;
  readonly problems: PageProblems;
  /** Counts the failed attempts to go on: each one takes the focus to the first problem. */
  readonly failedAttempts: number;
  readonly onAnswer: (questionId: string, values: string[]) => void;
  readonly onNext: () => void;
  readonly onBack: (() => void) | null;
  readonly onSaveAndExit: () => void;
  readonly isLast: boolean;
  readonly busy: boolean;
  /** The 988 lifeline is up: it shows right after this page's crisis-support question (the runner shows it elsewhere). */
  readonly crisisShown: boolean;
  /** The page's question the lifeline shows after (the rules' crisisAnchor), if the page has one. */
  readonly crisisQuestion: string | undefined;
}

const FOCUSABLE = 'input:not([disabled]), textarea, select';

/** One page of the questionnaire: its instructions, the questions earlier answers open, and the way on. */
export function GroupScreen(props: GroupScreenProps): ReactElement {
  const { group, groups, intro, page, answers, numbers, problems, failedAttempts, onAnswer, onNext, onBack, onSaveAndExit, isLast, busy } =
    props;
  const { crisisShown, crisisQuestion } = props;
  const { t } = useTranslation('questionnaires');
  const writeControl = useWriteControl();
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const questions = shownQuestions(group, groups, answers);
  useEffect(() => heading.current?.focus(), [group.id]);
  useEffect(() => {
    if (failedAttempts === 0) return;
    const first = questions.find((question) => problems.byQuestion.has(question.id)) ?? (problems.page ? questions[0] : undefined);
    body.current?.querySelector<HTMLElement>(`[data-question="${CSS.escape(first?.id ?? '')}"] :is(${FOCUSABLE})`)?.focus();
    // Only a new failed attempt moves the focus, not each answer typed after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAttempts]);
  return (
    <Stack gap="lg" ref={body}>
      <div>
        <Text size="sm" c="dimmed">
          {t('group.progress', { current: page.current, total: page.total })}
        </Text>
        <Title order={2} ref={heading} tabIndex={-1}>
          {group.title}
        </Title>
      </div>
      {intro}
      {group.instructions.map((instruction) => (
        <Text key={instruction}>{instruction}</Text>
      ))}
      {questions.map((question) => {
        const problem = problems.byQuestion.get(question.id);
        return (
          <div key={question.id} data-question={question.id}>
            <QuestionField
              question={question}
              inputId={`question-${group.id}-${question.id}`}
              label={<QuestionLabel question={question} number={numbers.get(question.id) ?? null} />}
              values={[...(answers.get(question.id) ?? [])]}
              onChange={(values) => onAnswer(question.id, values)}
              error={problem ? problemMessage(t, problem, question) : null}
            />
            {question.id === crisisQuestion && <CrisisRegion shown={crisisShown} />}
          </div>
        );
      })}
      {problems.page && (
        <Text c="red.8" fw={700} role="alert">
          {t(`problems.${problems.page}` as 'problems.SELECT_AN_ANSWER')}
        </Text>
      )}
      <Group>
        {onBack && (
          <Button variant="default" onClick={onBack} disabled={busy}>
            {t('actions.back')}
          </Button>
        )}
        <Button onClick={onNext} loading={busy} {...writeControl}>
          {isLast ? t('actions.finish') : t('actions.next')}
        </Button>
        <Button variant="subtle" onClick={onSaveAndExit} disabled={busy} {...writeControl}>
          {t('actions.saveAndExit')}
        </Button>
      </Group>
    </Stack>
  );
}
