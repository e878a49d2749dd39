import { listStaffAccountsCall } from '@portal/contract/staff';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { staffBearer } from './staff-bearer';
import { staffKeys } from './staff-keys';

export const staffAccountsQuery = queryOptions({
  queryKey: staffKeys.accounts(),
  queryFn: ({ signal }) => callApi(listStaffAccountsCall, { signal, bearer: staffBearer() }),
});
