import { getRosterRecordCall } from '@portal/contract/staff';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { staffBearer } from './staff-bearer';
import { staffKeys } from './staff-keys';

export const rosterRecordQuery = (memberId: number) =>
  queryOptions({
    queryKey: staffKeys.rosterRecord(memberId),
    queryFn: ({ signal }) => callApi(getRosterRecordCall, { signal, params: { memberId }, bearer: staffBearer() }),
  });
