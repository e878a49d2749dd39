import type { FeatureFlag } from '@portal/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { healthActionView, healthActionsInit } from '../../test/health-action-fixtures';
import { failure } from '../account/test/account-harness';
import { healthRisks, openPage } from './test/results-fixtures';

const RISKS = 'GET /v1/web/health-profile/health-risks';
const INIT = 'GET /v3/web/health-actions/init';
const withVisit = healthActionsInit({
  healthActions: [healthActionView({ id: 120, code: 'PCP_VISIT', type: 'PCP_VISIT', category: 'PREVENTIVE' })],
});

function openRisk(risk: string, features: FeatureFlag[] = ['HRA', 'HRA_RISK', 'TRACKING', 'EDUCATION']): void {
  openPage(`/hra/summary/${risk}`, { [RISKS]: { body: healthRisks() }, [INIT]: { body: withVisit } }, features);
}

const stepsList = (): HTMLElement => within(screen.getByRole('region', { name: 'Next steps' })).getByRole('list');

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe("a risk's page", () => {
  it('says what the risk means, the level, the band in words, and the steps for that level', async () => {
    openRisk('blood-pressure');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blood pressure' })).toBeVisible();
    expect(screen.getByText(/normal below 120\/80 mmHg, and high at 140\/90 or above/)).toBeVisible();
    expect(screen.getByText('Your result: High')).toBeVisible();
    expect(stepsList()).toHaveTextContent(/call 911/);
    expect(stepsList()).not.toHaveTextContent(/at least once a year/);
    expect(screen.queryByRole('region', { name: 'Help is available now' })).toBeNull();
  });

  it('shows a measure in its own unit', async () => {
    openRisk('sleep');
    expect(await screen.findByText('Your result: Moderate risk · 6 hours a night')).toBeVisible();
  });

  it('always shows the 988 line on the mood and worry pages, even at low risk', async () => {
    openRisk('depression');
    expect(await screen.findByRole('region', { name: 'Help is available now' })).toBeVisible();
    expect(screen.getByText('Your result: Minimal · Score 2 of 27')).toBeVisible();
    cleanup();
    openRisk('anxiety');
    expect(await screen.findByRole('region', { name: 'Help is available now' })).toBeVisible();
  });

  it("links steps to the plan's areas only when they are on; scheduling goes through the doctor-visit action", async () => {
    openRisk('blood-pressure', ['HRA', 'HRA_RISK', 'TRACKING', 'ONLINE_SCHEDULING']);
    await screen.findByRole('heading', { level: 1, name: 'Blood pressure' });
    expect(await within(stepsList()).findByRole('link', { name: 'Ask for a doctor visit' })).toHaveAttribute(
      'href',
      '/health-actions/120/scheduling',
    );
    expect(within(stepsList()).getByRole('link', { name: 'Go to Trackers' })).toHaveAttribute('href', '/tracking');
    cleanup();
    openRisk('blood-pressure', ['HRA', 'HRA_RISK']);
    await screen.findByRole('heading', { level: 1, name: 'Blood pressure' });
    expect(within(stepsList()).queryAllByRole('link')).toHaveLength(0);
    // The advice stays; the step that is only about logging readings goes with Trackers.
    expect(stepsList()).toHaveTextContent(/See your doctor soon/);
    expect(stepsList()).not.toHaveTextContent(/Log your readings/);
  });

  it("says 'Invalid risk type' for a risk the HRA does not report", async () => {
    openRisk('happiness');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid risk type' })).toBeVisible();
  });

  it('shows the meaning but no level for a risk this HRA did not score', async () => {
    openRisk('tobacco');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tobacco' })).toBeVisible();
    expect(screen.getByText(/Quitting at any age helps/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your level' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Next steps' })).toBeNull();
  });

  it("needs HRA_RISK, and shares the summary's messages", async () => {
    openRisk('sleep', ['HRA']);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/health-actions/hra');
    cleanup();
    openPage('/hra/summary/sleep', { [RISKS]: failure(404, 'HRA_SUMMARY_NOT_FOUND') });
    expect(await screen.findByRole('heading', { level: 1, name: 'No HRA summary' })).toBeVisible();
  });
});
