import { REQUEST_HEADERS, type MfaPreference } from '@portal/contract';
import {
  confirmMfaEnrolmentCall,
  getMfaSettingsCall,
  requestElevatedCodeCall,
  submitUserCodeCall,
  updateMfaPreferenceCall,
  verifyElevatedCodeCall,
} from '@portal/contract/addresses';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const mfaSettingsQuery = (memberId: number) =>
  queryOptions({ queryKey: ['mfa-settings', memberId] as const, queryFn: ({ signal }) => callApi(getMfaSettingsCall, { signal }) });

export const requestElevationCode = () => callApi(requestElevatedCodeCall);

export async function verifyElevationCode(totp: string): Promise<string> {
  return (await callApi(verifyElevatedCodeCall, { body: { totp } })).elevatedRoleToken;
}

export function updateMfaPreference(mfaPreference: MfaPreference, elevatedRoleToken: string | null) {
  return callApi(updateMfaPreferenceCall, {
    body: { mfaPreference },
    headers: elevatedRoleToken ? { [REQUEST_HEADERS.elevatedRoleToken]: elevatedRoleToken } : undefined,
  });
}

export const confirmMfaEnrolment = (totp: string) => callApi(confirmMfaEnrolmentCall, { body: { totp } });

export const approveMobileApp = (userCode: string) => callApi(submitUserCodeCall, { body: { userCode } });
