import { List, Stack, Table, Text, Title } from '@mantine/core';
import type { QuestionnaireSummary } from '@portal/contract';
import { useCallback, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { ResultsMessage } from './components/results-message';
import { completionDay } from './completion-day';
import { useLatestResults } from './use-latest-results';

/** `/health-actions/{id}/results`: a plan feedback survey's share of most positive answers per topic. */
export function SurveyResultsPage(): ReactElement {
  const { t } = useTranslation('health-profile');
  const tag = languageTag(useDisplayedLanguage().code);
  const { healthActionId = '' } = useParams();
  const pickSurvey = useCallback(
    (questionnaires: readonly QuestionnaireSummary[]) =>
      questionnaires.find((questionnaire) => questionnaire.type !== 'HRA' && String(questionnaire.healthActionId) === healthActionId),
    [healthActionId],
  );
  const latest = useLatestResults(pickSurvey);
  if (latest.state === 'loading') return <FullPageLoader />;
  if (latest.state === 'failed') return <ResultsMessage message="problemLoadingResults" onRetry={latest.retry} />;
  if (latest.state !== 'ready') return <ResultsMessage message="noResults" />;
  const { results } = latest;
  const percent = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const scores = results.scores.filter((score) => score.kind === 'top-box');
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1}>{t('surveyResults.title')}</Title>
        <Text c="dimmed">{results.title}</Text>
        <Text c="dimmed">{t('surveyResults.completedOn', { date: completionDay(results.completedAt, tag) })}</Text>
      </div>
      <Text size="sm">{t('surveyResults.adapted')}</Text>
      {scores.length === 0 ? (
        <Text>{t('surveyResults.none')}</Text>
      ) : (
        <>
          <section aria-labelledby="survey-summary-title">
            <Title order={2} id="survey-summary-title" mb="sm">
              {t('surveyResults.summaryTitle')}
            </Title>
            <List spacing="xs">
              {scores.map((score) => (
                <List.Item key={score.code}>
                  {score.value === null
                    ? t('surveyResults.notScored', { topic: score.title })
                    : t('surveyResults.topBox', { topic: score.title, value: percent.format(score.value) })}
                </List.Item>
              ))}
            </List>
          </section>
          <Table.ScrollContainer minWidth={0} type="native">
            <Table withTableBorder striped>
              <caption>{t('surveyResults.tableCaption')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('surveyResults.topic')}</Table.Th>
                  <Table.Th scope="col">{t('surveyResults.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {scores.map((score) => (
                  <Table.Tr key={score.code}>
                    <Table.Th scope="row" fw={400}>
                      {score.title}
                    </Table.Th>
                    <Table.Td>
                      {score.value === null ? t('values.notScored') : t('values.percent', { value: percent.format(score.value) })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm">{t('surveyResults.howCounted')}</Text>
        </>
      )}
    </Stack>
  );
}
