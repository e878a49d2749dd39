import type { CodeSent, CommunicationPreferences } from '@portal/contract';
import {
  registerSsoCall,
  requestSsoRegistrationCodeCall,
  ssoRegistrationInfoCall,
  verifySsoRegistrationCodeCall,
} from '@portal/contract/sso-registration';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type SsoCodeChannel = 'EMAIL' | 'SMS' | 'VOICE';

/** The first name and the masked contacts on file; the session's own token is the bearer. */
export const ssoRegistrationInfoQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['sso-registration-info', memberId] as const,
    queryFn: ({ signal }) => callApi(ssoRegistrationInfoCall, { signal }),
    staleTime: Infinity,
  });

export function requestSsoRegistrationCode(mfaPreference: SsoCodeChannel): Promise<CodeSent> {
  return callApi(requestSsoRegistrationCodeCall, { body: { mfaPreference } });
}

export async function verifySsoRegistrationCode(totp: string): Promise<void> {
  await callApi(verifySsoRegistrationCodeCall, { body: { totp } });
}

export function registerSso(request: { communicationPreferences: CommunicationPreferences; smsOptIn: boolean }) {
  return callApi(registerSsoCall, { body: request });
}
