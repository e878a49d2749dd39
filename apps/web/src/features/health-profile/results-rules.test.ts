import type { QuestionnaireSummary } from '@portal/contract';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { finishedAttempt, newestCompletion } from './latest-attempt';
import { riskFromPath, riskPath } from './risk-path';
import { healthProfileRoutes } from './routes';

const summary = (overrides: Partial<QuestionnaireSummary>): QuestionnaireSummary => ({
  id: 1,
  myId: 10,
  type: 'HRA',
  status: 'COMPLETED',
  title: 'HRA',
  length: 'LONG',
  launchMode: 'ON_DEMAND',
  priority: 10,
  lastCompleted: '2026-01-01T00:00:00Z',
  healthActionId: null,
  ...overrides,
});

describe('which attempt the results show', () => {
  it('is the current attempt when it is completed', () => {
    expect(finishedAttempt(summary({}))).toEqual({ kind: 'known', responseId: 10 });
  });

  it('asks the completions during a retake or after a refusal, and finds none before the first completion', () => {
    expect(finishedAttempt(summary({ status: 'STARTED' }))).toEqual({ kind: 'ask-completions' });
    expect(finishedAttempt(summary({ status: 'REFUSED' }))).toEqual({ kind: 'ask-completions' });
    expect(finishedAttempt(summary({ status: 'NOT_STARTED', myId: null, lastCompleted: null }))).toEqual({ kind: 'none' });
  });

  it('takes the newest completion that is not a refusal', () => {
    expect(
      newestCompletion([
        { id: 1, status: 'COMPLETED', completedAt: '2025-01-01T00:00:00Z' },
        { id: 3, status: 'REFUSED', completedAt: '2026-06-01T00:00:00Z' },
        { id: 2, status: 'COMPLETED', completedAt: '2026-01-01T00:00:00Z' },
      ]),
    ).toBe(2);
    expect(newestCompletion([{ id: 3, status: 'REFUSED', completedAt: '2026-06-01T00:00:00Z' }])).toBeNull();
  });
});

describe("risk pages' addresses", () => {
  it('names a risk in lower kebab case and reads it back', () => {
    expect(riskPath('PHYSICAL_ACTIVITY')).toBe('/hra/summary/physical-activity');
    expect(riskFromPath('physical-activity')).toBe('PHYSICAL_ACTIVITY');
    expect(riskFromPath('SLEEP')).toBe('SLEEP');
  });

  it('knows no risk the HRA does not report', () => {
    expect(riskFromPath('happiness')).toBeNull();
    expect(riskFromPath('')).toBeNull();
  });
});

describe('the results routes beside the health action page', () => {
  // The action page's route as features/health-actions declares it.
  const routes = [{ path: 'health-actions/:healthActionId/:view?' }, ...(healthProfileRoutes.member ?? []).map(({ path }) => ({ path }))];
  const winner = (address: string): string | undefined => matchRoutes(routes, address)?.at(-1)?.route.path;

  it('sends the results, summary and survey results addresses to their pages, and the rest to the action page', () => {
    expect(winner('/health-actions/hra/results')).toBe('health-actions/hra/results');
    expect(winner('/health-actions/hra/summary')).toBe('health-actions/hra/summary');
    expect(winner('/health-actions/105/results')).toBe('health-actions/:healthActionId/results');
    expect(winner('/health-actions/105/history')).toBe('health-actions/:healthActionId/:view?');
    expect(winner('/hra/summary/sleep')).toBe('hra/summary/:risk');
  });

  it('keeps the summary and risk pages behind HRA_RISK, going to the HRA otherwise', () => {
    const guarded = (healthProfileRoutes.member ?? []).filter((route) => route.needs?.feature === 'HRA_RISK');
    expect(guarded.map((route) => [route.path, route.needs?.otherwise])).toEqual([
      ['health-actions/hra/summary', '/health-actions/hra'],
      ['hra/summary/:risk', '/health-actions/hra'],
    ]);
  });
});
