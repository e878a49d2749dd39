import { startImpersonationCall } from '@portal/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';
import { startImpersonationSession } from '../../../lib/session-store';
import { staffBearer } from './staff-bearer';

export interface PortalView {
  readonly memberId: number;
  readonly reason: string;
}

/** Opens the member's portal, read-only, in this tab: the view's token becomes the page's session. */
export async function startViewing({ memberId, reason }: PortalView): Promise<void> {
  const view = await callApi(startImpersonationCall, { body: { memberId, reason }, bearer: staffBearer() });
  startImpersonationSession({
    memberId: view.memberId,
    jwt: view.jwt,
    impersonationId: view.impersonationId,
    clientAbbreviation: view.clientAbbreviation,
  });
}

export function useStartViewing(options: MutationHookOptions<void, PortalView> = {}) {
  return useMutation({ ...options, mutationFn: startViewing });
}
