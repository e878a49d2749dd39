import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { hraResults, openPage, questionnaireSummary } from './test/results-fixtures';

const LIST = 'GET /v1/web/questionnaire';
const survey = questionnaireSummary({
  id: 2,
  myId: 610,
  type: 'MOCK_CAHPS',
  title: 'Your health plan: how are we doing?',
  healthActionId: 105,
});
const surveyResults = hraResults({
  responseId: 610,
  type: 'MOCK_CAHPS',
  title: 'Your health plan: how are we doing?',
  overallRisk: null,
  scores: [
    { code: 'GETTING_NEEDED_CARE', title: 'Getting needed care', kind: 'top-box', value: 75, band: null, level: null, risk: null },
    { code: 'RATING_HEALTH_PLAN', title: 'Rating of your health plan', kind: 'top-box', value: null, band: null, level: null, risk: null },
  ],
});

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the plan feedback survey results page', () => {
  it("finds the survey by its health action and shows each topic's most positive share as a table and in words", async () => {
    openPage('/health-actions/105/results', {
      [LIST]: { body: { questionnaires: [questionnaireSummary(), survey] } },
      'GET /v1/web/questionnaire/610/results': { body: surveyResults },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your plan feedback survey results' })).toBeVisible();
    expect(screen.getByText('For Getting needed care, 75% of your answers were the most positive ones.')).toBeVisible();
    expect(screen.getByText('For Rating of your health plan, you did not answer enough questions for a result.')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Share of most positive answers per topic' });
    expect(table).toHaveTextContent('Getting needed care75%');
    expect(screen.getByText('This survey is adapted from the AHRQ health plan survey.')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/CAHPS/);
  });

  it("says 'No results found' for an action with no survey, and for a survey not yet completed", async () => {
    openPage('/health-actions/999/results', { [LIST]: { body: { questionnaires: [questionnaireSummary(), survey] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No results found' })).toBeVisible();
    cleanup();
    openPage('/health-actions/105/results', {
      [LIST]: { body: { questionnaires: [{ ...survey, status: 'NOT_STARTED', myId: null, lastCompleted: null }] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No results found' })).toBeVisible();
  });

  it("never shows the HRA's results as a survey's, even on the HRA's own action", async () => {
    openPage('/health-actions/103/results', { [LIST]: { body: { questionnaires: [questionnaireSummary()] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No results found' })).toBeVisible();
  });
});
