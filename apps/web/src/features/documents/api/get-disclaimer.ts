import { getDisclaimerCall } from '@portal/contract/clients';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const disclaimerQuery = (id: number) =>
  queryOptions({
    queryKey: ['disclaimer', id] as const,
    queryFn: ({ signal }) => callApi(getDisclaimerCall, { params: { id }, signal }),
    staleTime: 10 * 60_000,
  });
