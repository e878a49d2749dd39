import { ssoRegistrationInfoCall } from '@portal/contract/sso-registration';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

/** The first name and the masked contacts on file; the session's own token is the bearer. */
export const ssoRegistrationInfoQuery = (memberId: number) =>
  queryOptions({
    queryKey: registrationKeys.ssoRegistrationInfo(memberId),
    queryFn: ({ signal }) => callApi(ssoRegistrationInfoCall, { signal }),
    staleTime: Infinity,
  });
