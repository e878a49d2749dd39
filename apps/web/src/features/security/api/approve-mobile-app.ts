import { submitUserCodeCall } from '@portal/contract/mobile-sign-in';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export const approveMobileApp = (userCode: string) => callApi(submitUserCodeCall, { body: { userCode } });

export function useApproveMobileApp(options: MutationHookOptions<Awaited<ReturnType<typeof approveMobileApp>>, string> = {}) {
  return useMutation({ ...options, mutationFn: approveMobileApp });
}
