import type { AuditFilter } from '@portal/contract';
import { listAuditEventsCall } from '@portal/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';
import { auditFilterQuery } from './audit-filter-query';
import { staffBearer } from './staff-bearer';

export const listAuditEvents = (filter: AuditFilter) =>
  callApi(listAuditEventsCall, { query: auditFilterQuery(filter), bearer: staffBearer() });

/** A page of the log is asked for when staff ask, and appended to what is shown: a mutation, not a query. */
export function useListAuditEvents(options: MutationHookOptions<Awaited<ReturnType<typeof listAuditEvents>>, AuditFilter> = {}) {
  return useMutation({ ...options, mutationFn: listAuditEvents });
}
