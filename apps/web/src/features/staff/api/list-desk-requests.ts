import { listDeskRequestsCall } from '@portal/contract/scheduling';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { staffBearer } from './staff-bearer';
import { staffKeys } from './staff-keys';

/** The scheduling desk's queue of one plan: its pending visit requests, the oldest first. */
export const deskRequestsQuery = (client: string) =>
  queryOptions({
    queryKey: staffKeys.deskRequests(client),
    queryFn: ({ signal }) => callApi(listDeskRequestsCall, { signal, query: { client }, bearer: staffBearer() }),
  });
