import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { healthActionView, healthActionsInit } from '../../test/health-action-fixtures';
import { renderInPortal } from '../../test/render';
import { CurrentPath, stubServer } from '../account/test/account-harness';
import { HealthActionPage } from './health-action-page';

const init = healthActionsInit({
  healthActions: [
    healthActionView(),
    healthActionView({ id: 104, code: 'PROFILE_UPDATE', type: 'PROFILE_UPDATE', category: 'ACCOUNT_ACTIVITY' }),
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
});
