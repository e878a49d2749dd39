import { MantineProvider } from '@mantine/core';
import { QUESTIONNAIRE_FRESHNESS_MS } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIGURATION_KEY } from '../../lib/api/get-client-configuration';
import { sessionStore } from '../../lib/session-store';
import { accessToken, clientConfiguration } from '../../test/fixtures';
import { stubServer } from '../account/test/account-harness';
import { questionnairesKeys } from './api/questionnaires-keys';
import { HraPage } from './member-questionnaire';
import './test/harness';
import { questionnaire } from './test/questionnaire-fixtures';

/** The HRA page over a cache that already holds the HRA, loaded `age` milliseconds ago. */
function openWithCached(age: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(CLIENT_CONFIGURATION_KEY, clientConfiguration({ features: ['HRA'] }));
  queryClient.setQueryData(questionnairesKeys.byType(42, 'HRA'), questionnaire({ title: 'Loaded before' }), {
    updatedAt: Date.now() - age,
  });
  sessionStore.set({
    memberId: 42,
    jwt: accessToken({ exp: Date.now() / 1000 + 600 }),
    refreshToken: null,
    expiresAt: Date.now() + 600_000,
    permissions: [],
  });
  const server = stubServer({ 'GET /v1/web/questionnaire/HRA': { body: questionnaire({ title: 'Loaded again' }) } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/health-actions/hra']}>
          <Routes>
            <Route path="/health-actions/hra" element={<HraPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return server;
}

afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('loading a questionnaire again (the domain’s mayReload)', () => {
  it('keeps what was loaded within the freshness limit', async () => {
    const server = openWithCached(QUESTIONNAIRE_FRESHNESS_MS - 60_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded before' })).toBeVisible();
    expect(server.calls).toEqual([]);
  });

  it('loads it again, before showing it, once it is older', async () => {
    const server = openWithCached(QUESTIONNAIRE_FRESHNESS_MS + 60_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded again' })).toBeVisible();
    expect(screen.queryByText('Loaded before')).toBeNull();
    expect(server.calls).toHaveLength(1);
  });
});
