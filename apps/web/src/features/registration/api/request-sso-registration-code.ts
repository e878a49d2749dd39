import type { CodeSent } from '@portal/contract';
import { requestSsoRegistrationCodeCall } from '@portal/contract/sso-registration';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export type SsoCodeChannel = 'EMAIL' | 'SMS' | 'VOICE';

export function requestSsoRegistrationCode(mfaPreference: SsoCodeChannel): Promise<CodeSent> {
  return callApi(requestSsoRegistrationCodeCall, { body: { mfaPreference } });
}

export function useRequestSsoRegistrationCode(options: MutationHookOptions<CodeSent, SsoCodeChannel> = {}) {
  return useMutation({ ...options, mutationFn: requestSsoRegistrationCode });
}
