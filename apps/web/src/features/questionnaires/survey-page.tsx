import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { SupportContactLines } from '../../components/support-contact-lines';
import { surveyByLinkQuery, useFinishSurvey, useSaveSurveyAnswers } from './api/survey-by-link';
import { FailureAlert } from './components/failure-alert';
import { QuestionnaireRunner } from './components/questionnaire-runner';
import type { RunnerCalls } from './runner-calls';
import { readSurveyLink, surveyLinkFailure, type SurveyLink } from './survey-link';

/** Spec 001 section 8: an invalid survey link advises contacting support, with the plan's contacts. */
function InvalidSurveyLink(): ReactElement {
  const { t } = useTranslation('questionnaires');
  return (
    <Alert color="red" role="alert" title={t('survey.invalid.title')}>
      <Stack gap="xs">
        <Text>{t('survey.invalid.text')}</Text>
        <SupportContactLines />
      </Stack>
    </Alert>
  );
}

/** A survey that takes no more answers: closed, or already completed through this link. */
function SurveyState({ state }: { state: 'CLOSED' | 'COMPLETED' }): ReactElement {
  const { t } = useTranslation('questionnaires');
  const key = state === 'CLOSED' ? 'closed' : 'completed';
  return (
    <Alert color="blue" role="status" title={t(`survey.${key}.title`)}>
      <Text>{t(`survey.${key}.text`)}</Text>
    </Alert>
  );
}

function useLinkCalls(link: SurveyLink, loading: boolean): RunnerCalls {
  const save = useSaveSurveyAnswers(link);
  const finish = useFinishSurvey(link);
  return {
    save: async (_current, answers) => (await save.mutateAsync(answers)).questionnaire,
    finish: async () => (await finish.mutateAsync()).questionnaire,
    loading: loading || save.isPending || finish.isPending,
  };
}

/** The page's own heading over a state with no questionnaire to title it. */
function SurveyFrame({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation('questionnaires');
  return (
    <Stack maw={720} gap="md" align="stretch">
      <Title order={1}>{t('survey.title')}</Title>
      {children}
    </Stack>
  );
}

function LinkedSurvey({ link }: { link: SurveyLink }): ReactElement {
  const { t } = useTranslation();
  const survey = useQuery(surveyByLinkQuery(link));
  const calls = useLinkCalls(link, survey.isFetching);
  const failure = surveyLinkFailure(survey.error);
  if (failure) return <SurveyFrame>{failure === 'INVALID' ? <InvalidSurveyLink /> : <SurveyState state={failure} />}</SurveyFrame>;
  if (survey.isError) {
    return (
      <SurveyFrame>
        <FailureAlert />
        <Button variant="light" onClick={() => void survey.refetch()} w="fit-content">
          {t('actions.tryAgain')}
        </Button>
      </SurveyFrame>
    );
  }
  if (survey.isPending) return <FullPageLoader />;
  const { state, questionnaire } = survey.data;
  if (state !== 'OPEN' || !questionnaire) {
    return (
      <SurveyFrame>
        <SurveyState state={state === 'OPEN' ? 'CLOSED' : state} />
      </SurveyFrame>
    );
  }
  return <QuestionnaireRunner key={questionnaire.id} questionnaire={questionnaire} calls={calls} resultsPath={null} leaveTo={null} />;
}

/** `/survey?m=&sid=&rid=&sig=`: a survey opened from its e-mail's signed link, without signing in. */
export function SurveyPage(): ReactElement {
  const [search] = useSearchParams();
  const link = readSurveyLink(search);
  if (link) return <LinkedSurvey key={`${link.memberId}:${link.surveyId}:${link.responseId}:${link.signature}`} link={link} />;
  return (
    <SurveyFrame>
      <InvalidSurveyLink />
    </SurveyFrame>
  );
}
