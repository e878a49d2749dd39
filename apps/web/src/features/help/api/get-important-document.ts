import { getPublicDocumentCall } from '@portal/contract/clients';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { helpKeys } from './help-keys';

/** An important document's text, by the slug the client configuration gives it (`-es` for Spanish). */
export const importantDocumentQuery = (slug: string) =>
  queryOptions({
    queryKey: helpKeys.document(slug),
    queryFn: ({ signal }) => callApi(getPublicDocumentCall, { params: { title: slug }, signal }),
    staleTime: 10 * 60_000,
  });
