import { MantineProvider } from '@mantine/core';
import type { ClientConfiguration, MemberInfo } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CLIENT_CONFIGURATION_KEY } from '../lib/api/get-client-configuration';
import { memberInfoQuery } from '../lib/api/get-member-info';
import { messagesQuery } from '../lib/api/list-messages';
import { sessionStore } from '../lib/session-store';
import { accessToken, clientConfiguration } from './fixtures';

export interface PortalRenderOptions {
  readonly configuration?: ClientConfiguration;
  /** A signed-in member; none means a visitor. */
  readonly member?: MemberInfo;
  readonly unreadMessages?: number;
  readonly path?: string;
}

/** Renders UI as the portal would: configuration (and member) already loaded, in a router. */
export function renderInPortal(ui: ReactElement, options: PortalRenderOptions = {}): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(CLIENT_CONFIGURATION_KEY, options.configuration ?? clientConfiguration());
  if (options.member) {
    sessionStore.set({
      memberId: options.member.id,
      jwt: accessToken({ exp: Date.now() / 1000 + 600 }),
      refreshToken: null,
      expiresAt: Date.now() + 600_000,
      permissions: ['manage_member_account::data'],
    });
    queryClient.setQueryData(memberInfoQuery(options.member.id).queryKey, options.member);
    const unread = Array.from({ length: options.unreadMessages ?? 0 }, (_, index) => ({
      id: index + 1,
      status: 'UNREAD' as const,
      sentAt: '2026-01-01T00:00:00Z',
      subject: 's',
      body: 'b',
    }));
    queryClient.setQueryData(messagesQuery(options.member.id).queryKey, { messages: unread });
  } else {
    sessionStore.set(null);
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="*" element={ui} />
            <Route path="/login" element={<p>sign-in page</p>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
