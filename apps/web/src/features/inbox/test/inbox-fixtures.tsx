import type { InboxMessage } from '@portal/contract';
import { clientConfiguration, memberInfo } from '../../../test/fixtures';
import { messagesKeys } from '../../../lib/api/messages-keys';
import { renderMemberPages } from '../../../test/feature-pages';
import { stubServer, type StubAnswer } from '../../account/test/account-harness';
import { inboxRoutes } from '../routes';

// The pages' chunk loads before the first test, which would otherwise wait for it past findBy's second.
await import('../inbox-pages');

export const LIST = 'GET /v2/web/messages';
export const patchOf = (id: number): string => `PATCH /v1/web/messages/${id}`;

export function message(id: number, overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id,
    status: 'READ',
    sentAt: '2026-03-02T15:30:00.000Z',
    subject: `Subject ${id}`,
    body: `Body of message ${id}.\nSecond line.`,
    ...overrides,
  };
}

/** Opens `path` in the inbox routes with the server's answers stubbed. */
export function openPage(
  path: string,
  answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>,
): ReturnType<typeof stubServer> & { queryClient: ReturnType<typeof renderMemberPages>['queryClient'] } {
  const server = stubServer(answers);
  const { queryClient } = renderMemberPages(inboxRoutes, path, {
    member: memberInfo(),
    configuration: clientConfiguration({ features: ['HOME'] }),
  });
  // The portal's render seeds an empty list for the header; these pages read the stubbed server's.
  void queryClient.resetQueries({ queryKey: messagesKeys.all });
  return { ...server, queryClient };
}
