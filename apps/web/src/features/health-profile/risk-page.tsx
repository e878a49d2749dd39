import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { HealthRisk, HraRiskType } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { useHealthRisks } from './api/get-health-risks';
import { CrisisLinePanel } from './components/crisis-line-panel';
import { ResultsMessage } from './components/results-message';
import { RiskLevel } from './components/risk-level';
import { HealthRisksProblem } from './hra-summary-page';
import { CRISIS_LINE_RISKS, nextSteps } from './next-steps';
import { riskFromPath } from './risk-path';
import { bandWords, valueWords } from './score-words';
import { useAreaLinks } from './use-area-links';

/** `/hra/summary/{risk}`: what the risk means, the member's level and result, and next steps for that level. */
export function RiskPage(): ReactElement {
  const { risk: segment = '' } = useParams();
  const risk = riskFromPath(segment);
  const risks = useHealthRisks();
  if (risk === null) return <ResultsMessage message="invalidRisk" back={{ to: '/health-actions/hra/summary', label: 'backToSummary' }} />;
  if (risks.isError) return <HealthRisksProblem error={risks.error} retry={() => void risks.refetch()} />;
  if (!risks.data) return <FullPageLoader />;
  return <RiskDetail risk={risk} found={risks.data.healthSummary.find((candidate) => candidate.risk === risk)} />;
}

function RiskDetail({ risk, found }: { risk: HraRiskType; found: HealthRisk | undefined }): ReactElement {
  const { t } = useTranslation('health-profile');
  const tag = languageTag(useDisplayedLanguage().code);
  const linkTo = useAreaLinks();
  const steps = found ? nextSteps(risk, found.level, (area) => linkTo(area) !== null) : [];
  // A risk the member's HRA did not score has no level: only its meaning and the way back.
  const result = found && [
    bandWords(t, found.band, found.level),
    valueWords(t, { code: found.scoreCode, kind: 'sum', value: found.value }, tag),
  ];
  return (
    <Stack gap="lg" maw={820}>
      <Anchor component={Link} to="/health-actions/hra/summary" w="fit-content">
        {t('messages.backToSummary')}
      </Anchor>
      <Title order={1}>{t(`risks.${risk}.name`)}</Title>
      {CRISIS_LINE_RISKS.includes(risk) && <CrisisLinePanel />}
      <section aria-labelledby="risk-meaning-title">
        <Title order={2} id="risk-meaning-title" mb="xs">
          {t('risk.whatItMeans')}
        </Title>
        <Text>{t(`risks.${risk}.meaning`)}</Text>
      </section>
      {found && result && (
        <section aria-labelledby="risk-level-title">
          <Title order={2} id="risk-level-title" mb="xs">
            {t('risk.yourLevel')}
          </Title>
          <Stack gap="xs" align="flex-start">
            <RiskLevel level={found.level} />
            <Text>{t('risk.yourResult', { result: result.filter(Boolean).join(' · ') })}</Text>
            <Text>{t(`risk.levelSummary.${found.level}`)}</Text>
          </Stack>
        </section>
      )}
      {steps.length > 0 && (
        <section aria-labelledby="risk-steps-title">
          <Title order={2} id="risk-steps-title" mb="xs">
            {t('risk.nextSteps')}
          </Title>
          <List spacing="sm">
            {steps.map((step) => {
              const href = step.link && linkTo(step.link);
              return (
                <List.Item key={step.key}>
                  <Text span>{t(`risks.${risk}.steps.${step.key}` as 'risks.SLEEP.steps.habits')}</Text>{' '}
                  {step.link && href && (
                    <Anchor component={Link} to={href}>
                      {t(`links.${step.link}`)}
                    </Anchor>
                  )}
                </List.Item>
              );
            })}
          </List>
        </section>
      )}
    </Stack>
  );
}
