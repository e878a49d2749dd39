import { getMfaSettingsCall } from '@portal/contract/mfa';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { securityKeys } from './security-keys';

export const mfaSettingsQuery = (memberId: number) =>
  queryOptions({ queryKey: securityKeys.mfaSettings(memberId), queryFn: ({ signal }) => callApi(getMfaSettingsCall, { signal }) });
