import type { CodeSent, MfaType } from '@portal/contract';
import { requestRegistrationCodeCall } from '@portal/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export interface CodeChannel {
  readonly type: MfaType;
  readonly destination: string | null;
}

export function requestRegistrationCode(token: string, channel: CodeChannel): Promise<CodeSent> {
  return callApi(requestRegistrationCodeCall, { bearer: token, body: { mfaPreference: channel.type, destination: channel.destination } });
}

/** The registration token is the bearer: the member has no session yet. */
export function useRequestRegistrationCode(token: string, options: MutationHookOptions<CodeSent, CodeChannel> = {}) {
  return useMutation({ ...options, mutationFn: (channel: CodeChannel) => requestRegistrationCode(token, channel) });
}
