import { listStaffClientsCall } from '@portal/contract/staff';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { staffBearer } from './staff-bearer';
import { staffKeys } from './staff-keys';

export const staffClientsQuery = queryOptions({
  queryKey: staffKeys.clients(),
  queryFn: ({ signal }) => callApi(listStaffClientsCall, { signal, bearer: staffBearer() }),
  staleTime: 5 * 60_000,
});
