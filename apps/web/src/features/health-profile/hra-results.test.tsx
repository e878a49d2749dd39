import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { failure } from '../account/test/account-harness';
import { hraResults, openPage, questionnaireSummary } from './test/results-fixtures';

const LIST = 'GET /v1/web/questionnaire';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the HRA results page', () => {
  it('shows each score with its band in words, the overall risk, and no number where it means nothing', async () => {
    openPage('/health-actions/hra/results', {
      [LIST]: { body: { questionnaires: [questionnaireSummary()] } },
      'GET /v1/web/questionnaire/501/results': { body: hraResults() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your health risk assessment results' })).toBeVisible();
    const mood = screen.getByRole('rowheader', { name: 'Mood' }).closest('tr')!;
    expect(mood).toHaveTextContent('Mild · Score 7 of 27');
    // A band the portal has no words for falls back to its level; sleep's hours are a measure.
    expect(screen.getByRole('rowheader', { name: 'Sleep' }).closest('tr')).toHaveTextContent('Moderate risk · 6 hours a night');
    // Blood pressure's value is a category: only its band is said.
    expect(screen.getByRole('rowheader', { name: 'Blood pressure' }).closest('tr')).toHaveTextContent(/^Blood pressureHigh$/);
    expect(screen.getByRole('rowheader', { name: 'Body mass index' }).closest('tr')).toHaveTextContent('Not scored');
    expect(screen.getByText('High risk')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Help is available now' })).toBeNull();
  });

  it('repeats the crisis line when an answer called for it', async () => {
    openPage('/health-actions/hra/results', {
      [LIST]: { body: { questionnaires: [questionnaireSummary()] } },
      'GET /v1/web/questionnaire/501/results': { body: hraResults({ crisisSupport: true }) },
    });
    const panel = await screen.findByRole('region', { name: 'Help is available now' });
    expect(within(panel).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  });

  it('links to the health summary only when the plan has HRA_RISK', async () => {
    const answers = {
      [LIST]: { body: { questionnaires: [questionnaireSummary()] } },
      'GET /v1/web/questionnaire/501/results': { body: hraResults() },
    };
    openPage('/health-actions/hra/results', answers);
    expect(await screen.findByRole('link', { name: 'See your health summary and next steps' })).toHaveAttribute(
      'href',
      '/health-actions/hra/summary',
    );
    cleanup();
    openPage('/health-actions/hra/results', answers, ['HRA']);
    await screen.findByRole('heading', { level: 1, name: 'Your health risk assessment results' });
    expect(screen.queryByRole('link', { name: 'See your health summary and next steps' })).toBeNull();
  });

  it('compares every answer with the time before behind a disclosure button', async () => {
    openPage('/health-actions/hra/results', {
      [LIST]: { body: { questionnaires: [questionnaireSummary()] } },
      'GET /v1/web/questionnaire/501/results': { body: hraResults() },
    });
    const toggle = await screen.findByRole('button', { name: 'Show all answers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('columnheader', { name: 'This time' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide all answers' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('columnheader', { name: /^Last time \(.*2025\)$/ })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Hours of sleep in a usual day' }).closest('tr')).toHaveTextContent('68');
    expect(screen.getByRole('rowheader', { name: 'Smoked 100 cigarettes in your life?' }).closest('tr')).toHaveTextContent('NoNo answer');
  });

  it("shows the finished attempt's results while a retake is under way", async () => {
    const server = openPage('/health-actions/hra/results', {
      [LIST]: { body: { questionnaires: [questionnaireSummary({ status: 'STARTED', myId: 777 })] } },
      'GET /v1/web/questionnaire/HRA': {
        body: {
          allCompletions: [
            { id: 400, status: 'COMPLETED', completedAt: '2025-03-01T15:00:00Z' },
            { id: 501, status: 'COMPLETED', completedAt: '2026-03-02T15:00:00Z' },
            { id: 650, status: 'REFUSED', completedAt: '2026-04-02T15:00:00Z' },
          ],
        },
      },
      'GET /v1/web/questionnaire/501/results': { body: hraResults() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your health risk assessment results' })).toBeVisible();
    expect(server.calls.map((call) => call.path)).not.toContain('/v1/web/questionnaire/777/results');
  });
});

describe("the HRA results page's messages", () => {
  it("says 'No HRA loaded or found' when the plan offers the member no HRA", async () => {
    openPage('/health-actions/hra/results', { [LIST]: { body: { questionnaires: [questionnaireSummary({ type: 'MOCK_CAHPS' })] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No HRA loaded or found' })).toBeVisible();
  });

  it("says 'No results found' before the first completion, and when the attempt is gone", async () => {
    openPage('/health-actions/hra/results', {
      [LIST]: { body: { questionnaires: [questionnaireSummary({ status: 'NOT_STARTED', myId: null, lastCompleted: null })] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No results found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the health risk assessment' })).toHaveAttribute('href', '/health-actions/hra');
    cleanup();
    openPage('/health-actions/hra/results', {
      [LIST]: { body: { questionnaires: [questionnaireSummary()] } },
      'GET /v1/web/questionnaire/501/results': failure(404, 'QUESTIONNAIRE_RESPONSE_NOT_FOUND'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No results found' })).toBeVisible();
  });

  it('shows the problem message on a failed load, and tries again when asked', async () => {
    let attempts = 0;
    openPage('/health-actions/hra/results', {
      [LIST]: () => (++attempts === 1 ? failure(500, 'INTERNAL_ERROR') : { body: { questionnaires: [questionnaireSummary()] } }),
      'GET /v1/web/questionnaire/501/results': { body: hraResults() },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Problem loading your results');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your health risk assessment results' })).toBeVisible();
  });

  it('sends a plan without HRA back to the health actions', async () => {
    openPage('/health-actions/hra/results', {}, ['HOME']);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/health-actions');
  });
});
