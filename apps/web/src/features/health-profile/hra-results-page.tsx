import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { QuestionnaireSummary } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { AnswersComparison } from './components/answers-comparison';
import { CrisisLinePanel } from './components/crisis-line-panel';
import { HraScores } from './components/hra-scores';
import { ResultsMessage } from './components/results-message';
import { RiskLevel } from './components/risk-level';
import { completionDay } from './completion-day';
import { useLatestResults } from './use-latest-results';

const pickHra = (questionnaires: readonly QuestionnaireSummary[]): QuestionnaireSummary | undefined =>
  questionnaires.find((questionnaire) => questionnaire.type === 'HRA');

/** `/health-actions/hra/results`: the latest completed health risk assessment's results. */
export function HraResultsPage(): ReactElement {
  const { t } = useTranslation('health-profile');
  const tag = languageTag(useDisplayedLanguage().code);
  const { features } = useClientConfiguration();
  const latest = useLatestResults(pickHra);
  if (latest.state === 'loading') return <FullPageLoader />;
  if (latest.state === 'failed') return <ResultsMessage message="problemLoadingResults" onRetry={latest.retry} />;
  if (latest.state === 'no-questionnaire') return <ResultsMessage message="noHra" />;
  if (latest.state === 'no-results') return <ResultsMessage message="noResults" back={{ to: '/health-actions/hra', label: 'takeHra' }} />;
  const { results } = latest;
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1}>{t('hraResults.title')}</Title>
        <Text c="dimmed">{t('hraResults.completedOn', { date: completionDay(results.completedAt, tag) })}</Text>
      </div>
      {results.crisisSupport && <CrisisLinePanel />}
      <Text>{t('hraResults.notDiagnosis')}</Text>
      {results.overallRisk && (
        <Group gap="sm">
          <Text fw={700}>{t('summary.overall')}</Text>
          <RiskLevel level={results.overallRisk} />
        </Group>
      )}
      <section aria-labelledby="hra-scores-title">
        <Title order={2} id="hra-scores-title" mb="sm">
          {t('hraResults.scores')}
        </Title>
        <HraScores scores={results.scores} languageTag={tag} />
      </section>
      {features.includes('HRA_RISK') && (
        <Anchor component={Link} to="/health-actions/hra/summary" w="fit-content">
          {t('hraResults.summaryLink')}
        </Anchor>
      )}
      <AnswersComparison
        answers={results.answers}
        previousDate={results.previousCompletedAt ? completionDay(results.previousCompletedAt, tag) : null}
      />
    </Stack>
  );
}
