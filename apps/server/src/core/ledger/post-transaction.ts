import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type LedgerTransactionType } from '../../db/schema';
import type { LockedAccount } from './ledger-accounts';

export interface TransactionHeader {
  readonly clientId: number;
  readonly type: LedgerTransactionType;
  readonly effectiveAt: Date;
  readonly idempotencyKey: string;
  readonly reason?: string;
  readonly staffId?: number;
}

/** What one account gains (positive) or gives (negative) in a transaction. */
export interface Posting {
  readonly accountId: number;
  readonly amount: number;
}

/**
 * Writes a transaction and its entries on accounts the caller has locked: one entry per account
 * (postings to the same account are netted), each with the balance it leaves and the account's
 * next version; `locked` then holds the new balances. The database refuses it at commit unless the
 * entries sum to zero.
 */
export async function postTransaction(
  tx: Database,
  header: TransactionHeader,
  postings: readonly Posting[],
  locked: Map<number, LockedAccount>,
): Promise<number> {
  const net = new Map<number, number>();
  for (const posting of postings) net.set(posting.accountId, (net.get(posting.accountId) ?? 0) + posting.amount);
  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({
      clientId: header.clientId,
      type: header.type,
      effectiveAt: header.effectiveAt,
      idempotencyKey: header.idempotencyKey,
      reason: header.reason ?? null,
      staffId: header.staffId ?? null,
    })
    .returning({ id: ledgerTransactions.id });
  if (!transaction) throw new Error('the ledger transaction was not written');
  const entries = [...net].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
  const rows = entries.map(([accountId, amount]) => {
    const account = locked.get(accountId);
    if (!account) throw new Error(`ledger account ${accountId} is not locked by this transaction`);
    const after = { id: accountId, balance: account.balance + amount, version: account.version + 1 };
    locked.set(accountId, after);
    return { transactionId: transaction.id, accountId, amount, balanceAfter: after.balance, accountVersion: after.version };
  });
  // One statement for every account the transaction moves: each statement is a round trip.
  const moved = sql.join(
    rows.map((row) => sql`(${row.accountId}::integer, ${row.balanceAfter}::bigint, ${row.accountVersion}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`update ${ledgerAccounts} set balance = moved.balance, version = moved.version
    from (values ${moved}) as moved (id, balance, version) where ${ledgerAccounts.id} = moved.id`);
  await tx.insert(ledgerEntries).values(rows);
  return transaction.id;
}
