import type { AuditFilter } from '@portal/contract';
import { listAuditEventsCall, listStaffAccountsCall, setStaffDisabledCall } from '@portal/contract/staff';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, callApi, callUrl } from '../../../lib/api-client';
import { pageConfig } from '../../../lib/page-config';
import { staffBearer } from './staff-calls';

/** Only the filters given: empty fields are not sent. */
function filterQuery(filter: AuditFilter): Record<string, string | number | undefined> {
  return { staffId: filter.staffId, memberId: filter.memberId, from: filter.from, to: filter.to, before: filter.before };
}

export const listAuditEvents = (filter: AuditFilter) => callApi(listAuditEventsCall, { query: filterQuery(filter), bearer: staffBearer() });

/** Downloads the filtered log as a CSV file; the file needs the staff token, so it is fetched, then saved. */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const url = callUrl(pageConfig.apiRoot, { method: 'GET', path: '/v1/staff/audit-events.csv' }, { query: filterQuery(filter) });
  const response = await fetch(url, { headers: { authorization: `Bearer ${staffBearer()}` } });
  if (!response.ok) throw new ApiError(response.status, response.status === 403 ? 'FORBIDDEN' : 'NETWORK', 'The export failed');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = 'audit-events.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

export const staffAccountsQuery = queryOptions({
  queryKey: ['staff', 'accounts'] as const,
  queryFn: ({ signal }) => callApi(listStaffAccountsCall, { signal, bearer: staffBearer() }),
});

export const setStaffDisabled = (staffId: number, disabled: boolean) =>
  callApi(setStaffDisabledCall, { params: { staffId }, body: { disabled }, bearer: staffBearer() });
