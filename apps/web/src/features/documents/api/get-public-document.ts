import { getPublicDocumentCall } from '@portal/contract/clients';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const publicDocumentQuery = (title: string) =>
  queryOptions({
    queryKey: ['public-document', title] as const,
    queryFn: ({ signal }) => callApi(getPublicDocumentCall, { params: { title }, signal }),
    staleTime: 10 * 60_000,
  });
