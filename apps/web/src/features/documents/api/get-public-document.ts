import { getPublicDocumentCall } from '@portal/contract/clients';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { documentsKeys } from './documents-keys';

export const publicDocumentQuery = (title: string) =>
  queryOptions({
    queryKey: documentsKeys.publicDocument(title),
    queryFn: ({ signal }) => callApi(getPublicDocumentCall, { params: { title }, signal }),
    staleTime: 10 * 60_000,
  });
