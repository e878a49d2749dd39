import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { ApiError } from '../../lib/api-client';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { useHealthRisks } from './api/get-health-risks';
import { ResultsMessage } from './components/results-message';
import { RiskLevel } from './components/risk-level';
import { completionDay } from './completion-day';
import { riskPath } from './risk-path';

/** `/health-actions/hra/summary`: the overall risk and each risk with its level, each leading to its own page. */
export function HraSummaryPage(): ReactElement {
  const { t } = useTranslation('health-profile');
  const tag = languageTag(useDisplayedLanguage().code);
  const risks = useHealthRisks();
  if (risks.isError) return <HealthRisksProblem error={risks.error} retry={() => void risks.refetch()} />;
  if (!risks.data) return <FullPageLoader />;
  const { overallRisk, healthSummary, completedAt } = risks.data;
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1}>{t('summary.title')}</Title>
        <Text c="dimmed">{t('summary.completedOn', { date: completionDay(completedAt, tag) })}</Text>
      </div>
      <Text>{t('hraResults.notDiagnosis')}</Text>
      <Group gap="sm">
        <Text fw={700}>{t('summary.overall')}</Text>
        <RiskLevel level={overallRisk} />
      </Group>
      <section aria-labelledby="summary-risks-title">
        <Title order={2} id="summary-risks-title" mb="sm">
          {t('summary.risks')}
        </Title>
        <List spacing="sm" listStyleType="none" ps={0}>
          {healthSummary.map((risk) => (
            <List.Item key={risk.risk}>
              <Group gap="sm">
                <Anchor component={Link} to={riskPath(risk.risk)}>
                  {t('summary.details', { risk: t(`risks.${risk.risk}.name`) })}
                </Anchor>
                <RiskLevel level={risk.level} />
              </Group>
            </List.Item>
          ))}
        </List>
      </section>
    </Stack>
  );
}

/** Spec 001 section 8: no completed HRA is 'No HRA summary'; any other failure is the problem message with a retry. */
export function HealthRisksProblem({ error, retry }: { error: unknown; retry: () => void }): ReactElement {
  if (error instanceof ApiError && error.code === 'HRA_SUMMARY_NOT_FOUND') {
    return <ResultsMessage message="noSummary" back={{ to: '/health-actions/hra', label: 'takeHra' }} />;
  }
  return <ResultsMessage message="problemLoading" onRetry={retry} />;
}
