import { type MfaPreference } from '@portal/contract';
import { confirmMfaEnrolmentCall, getMfaSettingsCall, updateMfaPreferenceCall } from '@portal/contract/mfa';
import { submitUserCodeCall } from '@portal/contract/mobile-sign-in';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { elevatedRoleHeaders } from '../../../lib/api/elevated-role';

export const mfaSettingsQuery = (memberId: number) =>
  queryOptions({ queryKey: ['mfa-settings', memberId] as const, queryFn: ({ signal }) => callApi(getMfaSettingsCall, { signal }) });

export function updateMfaPreference(mfaPreference: MfaPreference, elevatedRoleToken: string | null) {
  return callApi(updateMfaPreferenceCall, {
    body: { mfaPreference },
    headers: elevatedRoleToken ? elevatedRoleHeaders(elevatedRoleToken) : undefined,
  });
}

export const confirmMfaEnrolment = (totp: string) => callApi(confirmMfaEnrolmentCall, { body: { totp } });

export const approveMobileApp = (userCode: string) => callApi(submitUserCodeCall, { body: { userCode } });
