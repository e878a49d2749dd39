import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { healthActionView, healthActionsInit, readArticleAction } from '../../test/health-action-fixtures';
import { renderInPortal } from '../../test/render';
import { CurrentPath, stubServer } from '../account/test/account-harness';
import { HealthActionPage } from './health-action-page';

const init = healthActionsInit({
  healthActions: [
    healthActionView(),
    healthActionView({ id: 104, code: 'PROFILE_UPDATE', type: 'PROFILE_UPDATE', category: 'ACCOUNT_ACTIVITY' }),
    healthActionView({ id: 105, code: 'HEALTH_QUESTIONNAIRE', type: 'COMPLETE_HEALTH_QUESTIONNAIRE', attestable: false }),
    healthActionView({ id: 106, code: 'PLAN_FEEDBACK_SURVEY', type: 'HEALTH_PLAN_FEEDBACK_SURVEY', attestable: false }),
    readArticleAction(),
  ],
});

function open(path: string, features = clientConfiguration().features): void {
  stubServer({ 'GET /v3/web/health-actions/init': { body: init } });
  renderInPortal(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/health-actions/:healthActionId/:view?" element={<HealthActionPage />} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </Suspense>,
    { member: memberInfo(), path, configuration: clientConfiguration({ features }) },
  );
}

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe("an action's page and its views", () => {
  it("offers a PCP visit's scheduling page only to a plan with ONLINE_SCHEDULING", async () => {
    open('/health-actions/101', ['HOME', 'ONLINE_SCHEDULING']);
    expect(await screen.findByRole('link', { name: 'Schedule a visit' })).toHaveAttribute('href', '/health-actions/101/scheduling');
    cleanup();
    open('/health-actions/101', ['HOME']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual checkup' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Schedule a visit' })).toBeNull();
    cleanup();
    open('/health-actions/104', ['HOME', 'ONLINE_SCHEDULING']);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Schedule a visit' })).toBeNull();
  });

  it('shows the details by default and the history as a child view, each marked as the one shown', async () => {
    open('/health-actions/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual checkup' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('region', { name: 'I did this' })).toBeVisible();
    cleanup();
    open('/health-actions/101/history');
    expect(await screen.findByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('region', { name: 'I did this' })).toBeNull();
  });

  it('says "health action not found" for an action not in the programme, or a view that does not exist', async () => {
    open('/health-actions/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health action not found' })).toBeVisible();
    cleanup();
    open('/health-actions/101/elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health action not found' })).toBeVisible();
  });

  it('sends the profile update to the contact editor, or to the account page under LEGACY_ACCOUNT_PAGE', async () => {
    open('/health-actions/104/profile-update');
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/account/edit-contact');
    cleanup();
    open('/health-actions/104/profile-update', [...clientConfiguration().features, 'LEGACY_ACCOUNT_PAGE']);
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/account$/);
  });

  it("leads a questionnaire action to its runner: the HRA's own, or the survey type's (decision 0040)", async () => {
    open('/health-actions/105');
    expect(await screen.findByRole('link', { name: 'Take the questionnaire' })).toHaveAttribute('href', '/health-actions/hra');
    cleanup();
    open('/health-actions/106');
    expect(await screen.findByRole('link', { name: 'Take the survey' })).toHaveAttribute('href', '/questionnaire/MOCK_CAHPS');
    cleanup();
    open('/health-actions/101');
    await screen.findByRole('heading', { level: 1, name: 'Annual checkup' });
    expect(screen.queryByRole('link', { name: /Take the/ })).toBeNull();
  });

  it('leads an action that reads an article to its learn-and-earn page, and no other action there', async () => {
    open('/health-actions/107');
    expect(await screen.findByRole('link', { name: 'Read the article' })).toHaveAttribute(
      'href',
      '/health-actions/107/learn-and-earn/article/seven-hours-of-sleep',
    );
    cleanup();
    open('/health-actions/101');
    await screen.findByRole('heading', { level: 1, name: 'Annual checkup' });
    expect(screen.queryByRole('link', { name: 'Read the article' })).toBeNull();
  });
});
