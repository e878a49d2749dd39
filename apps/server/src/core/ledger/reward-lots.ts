import { allocateLots } from '@portal/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rewardLotAllocations, rewardLots } from '../../db/schema';
import type { LockedAccount } from './ledger-accounts';
import { postTransaction } from './post-transaction';

/** What a member account's lots still hold, locked: only the holder of the account's lock reads them so. */
async function openLots(tx: Database, accountId: number) {
  return tx
    .select({ id: rewardLots.id, amount: rewardLots.remaining, earnedOn: rewardLots.earnedOn, expiresOn: rewardLots.expiresOn })
    .from(rewardLots)
    .where(and(eq(rewardLots.accountId, accountId), gt(rewardLots.remaining, 0)))
    .orderBy(asc(rewardLots.id))
    .for('update');
}

async function allocate(tx: Database, transactionId: number, lotId: number, amount: number, remaining: number): Promise<void> {
  await tx.insert(rewardLotAllocations).values({ lotId, transactionId, amount });
  await tx.update(rewardLots).set({ remaining }).where(eq(rewardLots.id, lotId));
}

export interface LotsAccounts {
  readonly clientId: number;
  readonly memberAccountId: number;
  readonly locked: Map<number, LockedAccount>;
}

/**
 * Posts an EXPIRED transaction for what is left of each lot of the account past its last usable
 * day (`today` is the plan's date), one per lot, keyed by the lot so it never posts twice. The
 * caller holds the member and EXPIRED accounts' locks.
 */
export async function expireLots(
  tx: Database,
  accounts: LotsAccounts & { readonly expiredAccountId: number },
  today: string,
  now: Date,
): Promise<{ lots: number; amount: number }> {
  const lots = await openLots(tx, accounts.memberAccountId);
  const { expiries } = allocateLots(lots, [], today);
  let amount = 0;
  for (const expiry of expiries) {
    const transactionId = await postTransaction(
      tx,
      { clientId: accounts.clientId, type: 'EXPIRY', effectiveAt: now, idempotencyKey: `expiry:${expiry.lotId}` },
      [
        { accountId: accounts.memberAccountId, amount: -expiry.amount },
        { accountId: accounts.expiredAccountId, amount: expiry.amount },
      ],
      accounts.locked,
    );
    await allocate(tx, transactionId, expiry.lotId, expiry.amount, 0);
    amount += expiry.amount;
  }
  return { lots: expiries.length, amount };
}

/** Draws a debit of the account from its lots, soonest to expire first; answers what the lots could not cover. */
export async function drawFromLots(tx: Database, accountId: number, transactionId: number, amount: number, today: string): Promise<number> {
  const lots = await openLots(tx, accountId);
  const outcome = allocateLots(lots, [{ id: transactionId, amount, spentOn: today }], today);
  for (const draw of outcome.draws) {
    const left = outcome.remaining.find((lot) => lot.lotId === draw.lotId)?.amount ?? 0;
    await allocate(tx, transactionId, draw.lotId, draw.amount, left);
  }
  return outcome.uncovered.reduce((sum, part) => sum + part.amount, 0);
}

/** A credit to a member account becomes a lot that may expire. */
export async function addLot(
  tx: Database,
  lot: { clientId: number; accountId: number; transactionId: number; earnedOn: string; expiresOn: string | null; amount: number },
): Promise<void> {
  await tx.insert(rewardLots).values({ ...lot, remaining: lot.amount });
}
