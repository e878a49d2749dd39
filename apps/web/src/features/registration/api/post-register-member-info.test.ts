import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfoKeys } from '../../../lib/api/member-info-keys';
import { memberInfo } from '../../../test/fixtures';
import { failure, stubServer } from '../../account/test/account-harness';
import { loadRegisteredMember } from './post-register-member-info';

const CALL = 'GET /v3/web/member/post-register-member-info';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the registered member, loaded after registration', () => {
  it('is what post-register-member-info answers, kept as the member-info the portal opens on', async () => {
    const member = memberInfo({ id: 77, firstName: 'James' });
    stubServer({ [CALL]: { body: member } });
    const queryClient = new QueryClient();
    await loadRegisteredMember(queryClient, 77);
    expect(queryClient.getQueryData(memberInfoKeys.of(77))).toEqual(member);
  });

  it('leaves nothing kept when the call fails, so the signed-in layout loads member-info itself', async () => {
    stubServer({ [CALL]: failure(503, 'SERVICE_UNAVAILABLE') });
    const queryClient = new QueryClient();
    await expect(loadRegisteredMember(queryClient, 77)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(memberInfoKeys.of(77))).toBeUndefined();
  });
});
