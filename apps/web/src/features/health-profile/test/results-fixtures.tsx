import type { FeatureFlag, HealthRisks, QuestionnaireResults, QuestionnaireSummary } from '@portal/contract';
import { clientConfiguration, memberInfo } from '../../../test/fixtures';
import { renderMemberPages } from '../../../test/feature-pages';
import { stubServer, type StubAnswer } from '../../account/test/account-harness';
import { healthProfileRoutes } from '../routes';

export function questionnaireSummary(overrides: Partial<QuestionnaireSummary> = {}): QuestionnaireSummary {
  return {
    id: 1,
    myId: 501,
    type: 'HRA',
    status: 'COMPLETED',
    title: 'Health risk assessment',
    length: 'LONG',
    launchMode: 'ON_DEMAND',
    priority: 10,
    lastCompleted: '2026-03-02T15:00:00Z',
    healthActionId: 103,
    ...overrides,
  };
}

export function hraResults(overrides: Partial<QuestionnaireResults> = {}): QuestionnaireResults {
  return {
    responseId: 501,
    type: 'HRA',
    title: 'Health risk assessment',
    status: 'COMPLETED',
    completedAt: '2026-03-02T15:00:00Z',
    previousCompletedAt: '2025-03-01T15:00:00Z',
    scores: [
      { code: 'PHQ9', title: 'Mood', kind: 'sum', value: 7, band: 'MILD', level: 'MODERATE', risk: 'DEPRESSION' },
      { code: 'SLEEP', title: 'Sleep', kind: 'sum', value: 6, band: 'SHORT', level: 'MODERATE', risk: 'SLEEP' },
      { code: 'BP', title: 'Blood pressure', kind: 'blood-pressure', value: 2, band: 'HIGH', level: 'HIGH', risk: 'BLOOD_PRESSURE' },
      { code: 'BMI', title: 'Body mass index', kind: 'bmi', value: null, band: null, level: null, risk: 'WEIGHT' },
    ],
    overallRisk: 'HIGH',
    crisisSupport: false,
    answers: [
      { questionId: 'sleep-hours', groupTitle: 'Sleep', text: 'Hours of sleep in a usual day', answer: ['6'], previousAnswer: ['8'] },
      { questionId: 'smoke-100', groupTitle: 'Tobacco', text: 'Smoked 100 cigarettes in your life?', answer: ['No'], previousAnswer: null },
    ],
    ...overrides,
  };
}

export function healthRisks(overrides: Partial<HealthRisks> = {}): HealthRisks {
  return {
    overallRisk: 'HIGH',
    healthSummary: [
      { risk: 'BLOOD_PRESSURE', level: 'HIGH', scoreCode: 'BP', value: 2, band: 'HIGH' },
      { risk: 'SLEEP', level: 'MODERATE', scoreCode: 'SLEEP', value: 6, band: null },
      { risk: 'DEPRESSION', level: 'LOW', scoreCode: 'PHQ9', value: 2, band: 'MINIMAL' },
    ],
    responseId: 501,
    completedAt: '2026-03-02T15:00:00Z',
    ...overrides,
  };
}

const DEFAULT_FEATURES: FeatureFlag[] = ['HOME', 'HRA', 'HRA_RISK', 'EDUCATION', 'TRACKING'];

/** Opens `path` in the health-profile routes as the route table guards them, with the server's answers stubbed. */
export function openPage(
  path: string,
  answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>,
  features: FeatureFlag[] = DEFAULT_FEATURES,
): ReturnType<typeof stubServer> {
  const server = stubServer(answers);
  renderMemberPages(healthProfileRoutes, path, { member: memberInfo(), configuration: clientConfiguration({ features }) });
  return server;
}
