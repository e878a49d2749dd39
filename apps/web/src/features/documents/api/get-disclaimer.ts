import { getDisclaimerCall } from '@portal/contract/clients';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { documentsKeys } from './documents-keys';

export const disclaimerQuery = (id: number) =>
  queryOptions({
    queryKey: documentsKeys.disclaimer(id),
    queryFn: ({ signal }) => callApi(getDisclaimerCall, { params: { id }, signal }),
    staleTime: 10 * 60_000,
  });
