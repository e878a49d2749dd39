import type { Currency } from '@portal/contract';
import { todayIn } from '@portal/domain';
import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, ledgerAccounts, rewardLots } from '../../db/schema';
import { accountIds, lockAccountsUnlessTaken, programmeSide } from './ledger-accounts';
import type { ExpiryRun } from './ledger';
import { expireLots } from './reward-lots';

/** Accounts taken per pass; a pass that fills it is followed by another. */
const ACCOUNTS_PER_PASS = 500;

/** The plan's time zone: a lot lapses after its last day there. */
export async function clientTimeZone(db: Database, clientId: number): Promise<string> {
  const [client] = await db.select({ timeZone: clients.timeZone }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new RangeError(`client ${clientId} does not exist`);
  return client.timeZone;
}

async function accountsWithDueLots(db: Database, clientId: number, today: string) {
  return db
    .selectDistinct({
      accountId: rewardLots.accountId,
      currency: ledgerAccounts.currency,
      memberCoverageId: ledgerAccounts.memberCoverageId,
    })
    .from(rewardLots)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, rewardLots.accountId))
    .where(
      and(eq(rewardLots.clientId, clientId), isNotNull(rewardLots.expiresOn), lt(rewardLots.expiresOn, today), gt(rewardLots.remaining, 0)),
    )
    .limit(ACCOUNTS_PER_PASS);
}

/**
 * One account's due lots, in a transaction of its own. The member account is locked with SKIP
 * LOCKED: when another instance (or an adjustment) holds it, this run leaves it to them, and the
 * lots' remaining amounts and per-lot keys make a second run find nothing to do.
 */
async function expireAccount(
  db: Database,
  clientId: number,
  account: { accountId: number; currency: Currency; memberCoverageId: number | null },
  today: string,
  now: Date,
): Promise<ExpiryRun> {
  const { currency, memberCoverageId } = account;
  // Lots are only ever kept on member accounts, which always name their coverage.
  if (memberCoverageId === null) throw new Error(`account ${account.accountId} holding lots is not a coverage's`);
  const [expired] = (await accountIds(db, clientId, [programmeSide('EXPIRED', { currency, memberCoverageId })])) as [number];
  return db.transaction(async (tx) => {
    const locked = await lockAccountsUnlessTaken(tx, [account.accountId, expired], account.accountId);
    if (!locked) return { lotsExpired: 0, amountExpired: 0 };
    const done = await expireLots(tx, { clientId, memberAccountId: account.accountId, expiredAccountId: expired, locked }, today, now);
    return { lotsExpired: done.lots, amountExpired: done.amount };
  });
}

/** Every client's lots past their last day (in the plan's time zone) expire, with explicit entries. */
export async function expireDueLots(db: Database, now: Date): Promise<ExpiryRun> {
  const total = { lotsExpired: 0, amountExpired: 0 };
  for (const client of await db.select({ id: clients.id, timeZone: clients.timeZone }).from(clients)) {
    const today = todayIn(now, client.timeZone);
    for (;;) {
      const accounts = await accountsWithDueLots(db, client.id, today);
      let expiredThisPass = 0;
      for (const account of accounts) {
        const run = await expireAccount(db, client.id, account, today, now);
        total.lotsExpired += run.lotsExpired;
        total.amountExpired += run.amountExpired;
        expiredThisPass += run.lotsExpired;
      }
      if (accounts.length < ACCOUNTS_PER_PASS || expiredThisPass === 0) break;
    }
  }
  return total;
}
