import { MantineProvider } from '@mantine/core';
import { PERMISSIONS } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { memberInfoQuery } from '../../lib/api/get-member-info';
import { sessionStore, type MemberSession } from '../../lib/session-store';
import { accessToken, memberInfo } from '../../test/fixtures';
import { RequireMember } from './require-member';

function session(permissions: string[], overrides: Partial<MemberSession> = {}): MemberSession {
  return {
    memberId: 42,
    jwt: accessToken({ exp: Date.now() / 1000 + 600, prm: permissions }),
    refreshToken: null,
    expiresAt: Date.now() + 600_000,
    permissions,
    ...overrides,
  };
}

function openHome(stored: MemberSession | null): void {
  sessionStore.set(stored);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(memberInfoQuery(42).queryKey, memberInfo({ id: 42 }));
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<RequireMember />}>
              <Route index element={<p>home page</p>} />
            </Route>
            <Route path="/register-sso" element={<p>SSO registration</p>} />
            <Route path="/login" element={<p>sign-in page</p>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => sessionStore.set(null));

describe('the member guard at startup', () => {
  it('sends a stored single sign-on still waiting for registration to /register-sso', async () => {
    openHome(session([PERMISSIONS.ssoRegistrationRequired], { loginType: 'SSO_OIDC' }));
    expect(await screen.findByText('SSO registration')).toBeInTheDocument();
  });

  it('lets a full session in', async () => {
    openHome(session([PERMISSIONS.manageMemberAccount]));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    openHome(null);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});
