import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { LedgerProblem } from './ledger';

type Check = (clientFilter: (column: string) => SQL) => SQL;

/**
 * Each invariant as a query answering the rows that break it, with the words that say how. The
 * database's own constraints and triggers stop most of these from ever being written; verify
 * checks the rows themselves, so a restore, a hand edit or a bug in them is still found.
 */
const CHECKS: Record<LedgerProblem['invariant'], Check> = {
  TRANSACTION_UNBALANCED: (client) => sql`
    select format('transaction %s (%s) has %s entries summing to %s, not zero', t.id, t.type, count(e.id), coalesce(sum(e.amount), 0)) as message
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    where ${client('t.client_id')}
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
    order by t.id`,
  BALANCE_MISMATCH: (client) => sql`
    select format('account %s (%s) holds %s, its entries sum to %s, its last entry leaves %s (version %s, %s entries)',
                  a.id, a.kind, a.balance, coalesce(s.total, 0), coalesce(s.last_after, 0), a.version, coalesce(s.entries, 0)) as message
    from ledger_accounts a
    left join lateral (
      select sum(e.amount) as total, count(*) as entries,
             (select l.balance_after from ledger_entries l where l.account_id = a.id order by l.account_version desc limit 1) as last_after
      from ledger_entries e where e.account_id = a.id
    ) s on true
    where ${client('a.client_id')}
      and (a.balance <> coalesce(s.total, 0) or a.balance <> coalesce(s.last_after, 0) or a.version <> coalesce(s.entries, 0))
    union all
    select format('entry %s of account %s says it leaves %s, the entries up to it sum to %s', r.id, r.account_id, r.balance_after, r.running)
    from (
      select e.id, e.account_id, e.balance_after, sum(e.amount) over (partition by e.account_id order by e.account_version) as running
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where ${client('a.client_id')}
    ) r
    where r.running <> r.balance_after`,
  ACCOUNT_NEGATIVE: (client) => sql`
    select format('account %s (%s) is below zero: %s', a.id, a.kind, a.balance) as message
    from ledger_accounts a
    where ${client('a.client_id')} and a.kind not in ('FUNDING', 'ALLOWANCE_SOURCE') and a.balance < 0`,
  LOT_NEGATIVE: (client) => sql`
    select format('lot %s of account %s holds %s, below zero', l.id, l.account_id, l.remaining) as message
    from reward_lots l where ${client('l.client_id')} and l.remaining < 0`,
  ALLOCATION_EXCEEDS_LOT: (client) => sql`
    select format('lot %s of account %s gave %s, more than its %s', l.id, l.account_id, sum(x.amount), l.amount) as message
    from reward_lots l join reward_lot_allocations x on x.lot_id = l.id
    where ${client('l.client_id')}
    group by l.id having sum(x.amount) > l.amount`,
  LOT_MISMATCH: (client) => sql`
    select format('lot %s of account %s says it holds %s, its amount less its allocations is %s', l.id, l.account_id, l.remaining, l.amount - coalesce(sum(x.amount), 0)) as message
    from reward_lots l left join reward_lot_allocations x on x.lot_id = l.id
    where ${client('l.client_id')}
    group by l.id having l.remaining <> l.amount - coalesce(sum(x.amount), 0)
    union all
    select format('account %s holds %s, its lots hold %s', a.id, a.balance, coalesce(sum(l.remaining), 0))
    from ledger_accounts a left join reward_lots l on l.account_id = a.id
    where ${client('a.client_id')} and a.kind = 'MEMBER'
    group by a.id having a.balance <> coalesce(sum(l.remaining), 0)`,
};

/** Every broken invariant of the ledger (of one client when given); empty when it is sound. */
export async function verifyLedger(db: Database, clientId?: number): Promise<LedgerProblem[]> {
  const clientFilter = (column: string): SQL => (clientId === undefined ? sql`true` : sql`${sql.raw(column)} = ${clientId}`);
  const problems: LedgerProblem[] = [];
  for (const [invariant, check] of Object.entries(CHECKS) as [LedgerProblem['invariant'], Check][]) {
    const rows = await queryRows<{ message: string }>(db, check(clientFilter));
    for (const row of rows) problems.push({ invariant, message: row.message });
  }
  return problems;
}
