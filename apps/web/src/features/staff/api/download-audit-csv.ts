import type { AuditFilter } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callUrl } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';
import { pageConfig } from '../../../lib/page-config';
import { auditFilterQuery } from './audit-filter-query';
import { staffBearer } from './staff-bearer';

/** Downloads the filtered log as a CSV file; the file needs the staff token, so it is fetched, then saved. */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const url = callUrl(pageConfig.apiRoot, { method: 'GET', path: '/v1/staff/audit-events.csv' }, { query: auditFilterQuery(filter) });
  const response = await fetch(url, { headers: { authorization: `Bearer ${staffBearer()}` } });
  if (!response.ok) throw new ApiError(response.status, response.status === 403 ? 'FORBIDDEN' : 'NETWORK', 'The export failed');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = 'audit-events.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

export function useDownloadAuditCsv(options: MutationHookOptions<void, AuditFilter> = {}) {
  return useMutation({ ...options, mutationFn: downloadAuditCsv });
}
