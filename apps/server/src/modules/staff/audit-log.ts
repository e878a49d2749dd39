import type { AuditEvent, AuditFilter } from '@portal/contract';
import { AUDIT_EXPORT_LIMIT, AUDIT_PAGE_SIZE } from '@portal/domain';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditEvents, staffAccounts } from '../../db/schema';
import type { AuditEntry } from '../../lib/staff-access';

/** A day as the start of that UTC day; `to` includes its whole day. */
const dayStart = (day: string, plusDays = 0): Date => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000);

/** A cell that would start a formula in a spreadsheet is quoted as text. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CSV_COLUMNS = [
  'id',
  'occurredAt',
  'staffId',
  'staffUsername',
  'memberId',
  'clientId',
  'action',
  'method',
  'path',
  'outcome',
  'reason',
] as const satisfies readonly (keyof AuditEvent)[];

export function auditEventsCsv(events: readonly AuditEvent[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const event of events) lines.push(CSV_COLUMNS.map((column) => csvCell(event[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The audit log: rows are inserted, never changed (the database refuses updates and deletes). */
export function createAuditLog(db: Database) {
  function filterCondition(filter: AuditFilter): SQL | undefined {
    const criteria: SQL[] = [];
    if (filter.staffId) criteria.push(eq(auditEvents.staffId, filter.staffId));
    if (filter.memberId) criteria.push(eq(auditEvents.memberId, filter.memberId));
    if (filter.from) criteria.push(gte(auditEvents.occurredAt, dayStart(filter.from)));
    if (filter.to) criteria.push(lt(auditEvents.occurredAt, dayStart(filter.to, 1)));
    if (filter.before) criteria.push(lt(auditEvents.id, filter.before));
    return criteria.length > 0 ? and(...criteria) : undefined;
  }

  async function query(filter: AuditFilter, limit: number): Promise<AuditEvent[]> {
    const select = db
      .select({
        id: auditEvents.id,
        occurredAt: auditEvents.occurredAt,
        staffId: auditEvents.staffId,
        staffUsername: staffAccounts.username,
        memberId: auditEvents.memberId,
        clientId: auditEvents.clientId,
        action: auditEvents.action,
        method: auditEvents.method,
        path: auditEvents.path,
        outcome: auditEvents.outcome,
        reason: auditEvents.reason,
      })
      .from(auditEvents)
      .leftJoin(staffAccounts, eq(staffAccounts.id, auditEvents.staffId))
      .where(filterCondition(filter))
      .orderBy(desc(auditEvents.id));
    const rows = await select.limit(limit);
    return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
  }

  return {
    /** Writes one row; inside `tx` when it records a change made in that transaction. */
    async record(entry: AuditEntry, now: Date, tx: Database = db): Promise<void> {
      await tx.insert(auditEvents).values({
        occurredAt: now,
        staffId: entry.staffId,
        memberId: entry.memberId ?? null,
        clientId: entry.clientId ?? null,
        impersonationId: entry.impersonationId ?? null,
        action: entry.action,
        method: entry.method,
        path: entry.path,
        outcome: entry.outcome,
        reason: entry.reason ?? null,
      });
    },

    async page(filter: AuditFilter): Promise<{ events: AuditEvent[]; nextBefore: number | null }> {
      const events = await query(filter, AUDIT_PAGE_SIZE + 1);
      const more = events.length > AUDIT_PAGE_SIZE;
      const shown = events.slice(0, AUDIT_PAGE_SIZE);
      return { events: shown, nextBefore: more ? (shown.at(-1)?.id ?? null) : null };
    },

    /** The newest matching events for the CSV export, at most AUDIT_EXPORT_LIMIT (narrow the dates for more). */
    async all(filter: AuditFilter): Promise<AuditEvent[]> {
      return query(filter, AUDIT_EXPORT_LIMIT);
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
