import type { AuditFilter } from '@portal/contract';

/** Only the filters given: empty fields are not sent. */
export function auditFilterQuery(filter: AuditFilter): Record<string, string | number | undefined> {
  return { staffId: filter.staffId, memberId: filter.memberId, from: filter.from, to: filter.to, before: filter.before };
}
