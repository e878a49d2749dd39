import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { failure } from '../account/test/account-harness';
import { healthRisks, openPage } from './test/results-fixtures';

const RISKS = 'GET /v1/web/health-profile/health-risks';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the health summary', () => {
  it('shows the overall risk and each risk with its level, linking to its page', async () => {
    openPage('/health-actions/hra/summary', { [RISKS]: { body: healthRisks() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your health summary' })).toBeVisible();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Blood pressure: what it means and next steps', '/hra/summary/blood-pressure'],
      ['Sleep: what it means and next steps', '/hra/summary/sleep'],
      ['Mood: what it means and next steps', '/hra/summary/depression'],
    ]);
    expect(screen.getAllByText('High risk')).toHaveLength(2);
    expect(screen.getByText('Moderate risk')).toBeVisible();
    expect(screen.getByText('Low risk')).toBeVisible();
  });

  it('sends a plan without HRA_RISK to the HRA', async () => {
    openPage('/health-actions/hra/summary', {}, ['HRA']);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/health-actions/hra');
  });

  it("says 'No HRA summary' when the member has no completed HRA", async () => {
    openPage('/health-actions/hra/summary', { [RISKS]: failure(404, 'HRA_SUMMARY_NOT_FOUND') });
    expect(await screen.findByRole('heading', { level: 1, name: 'No HRA summary' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the health risk assessment' })).toHaveAttribute('href', '/health-actions/hra');
  });

  it("says 'Problem loading the health summary' on a failed load, and tries again when asked", async () => {
    let attempts = 0;
    openPage('/health-actions/hra/summary', {
      [RISKS]: () => (++attempts === 1 ? failure(503, 'SERVICE_UNAVAILABLE') : { body: healthRisks() }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Problem loading the health summary');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your health summary' })).toBeVisible();
  });
});
