import { randomUUID } from 'node:crypto';
import { ADJUSTMENT_REASON_LENGTH } from '@portal/contract';
import { todayIn } from '@portal/domain';
import type { Database } from '../../db/database';
import { auditEvents } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { accountIds, lockAccounts, programmeSide } from './ledger-accounts';
import type { Adjustment, AdjustmentResult } from './ledger';
import { postTransaction } from './post-transaction';
import { addLot, drawFromLots, expireLots } from './reward-lots';

/** The adjustment would take the coverage's balance below zero; `balance` is what it holds. */
export class AdjustmentBelowZeroError extends Error {
  constructor(readonly balance: number) {
    super(`the adjustment would take the balance (${balance}) below zero`);
  }
}

function checkAdjustment(adjustment: Adjustment): string {
  if (!Number.isSafeInteger(adjustment.amount) || adjustment.amount === 0)
    throw new RangeError('an adjustment is a whole, non-zero number of cents or points');
  const reason = adjustment.reason.trim();
  if (reason.length < ADJUSTMENT_REASON_LENGTH.min || reason.length > ADJUSTMENT_REASON_LENGTH.max)
    throw new RangeError('an adjustment needs its reason');
  return reason;
}

/**
 * A staff adjustment of a member coverage's balance, with its reason and an audit row in the same
 * transaction. Lots past their day expire first, so what is spent is what the member can spend;
 * a debit draws on the lots soonest to expire, a credit is a lot that never expires.
 */
export async function adjust(db: Database, clock: Clock, adjustment: Adjustment, timeZone: string): Promise<AdjustmentResult> {
  const reason = checkAdjustment(adjustment);
  const { clientId, currency, memberCoverageId, memberId } = adjustment;
  const [memberAccount, funding, expired] = (await accountIds(db, clientId, [
    { kind: 'MEMBER', currency, memberCoverageId, memberId },
    programmeSide('FUNDING', adjustment),
    programmeSide('EXPIRED', adjustment),
  ])) as [number, number, number];
  return db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, [memberAccount, funding, expired]);
    const now = clock.now();
    const today = todayIn(now, timeZone);
    await expireLots(tx, { clientId, memberAccountId: memberAccount, expiredAccountId: expired, locked }, today, now);
    const balance = locked.get(memberAccount)?.balance ?? 0;
    if (balance + adjustment.amount < 0) throw new AdjustmentBelowZeroError(balance);
    const transactionId = await postTransaction(
      tx,
      { clientId, type: 'ADJUSTMENT', effectiveAt: now, idempotencyKey: `adjustment:${randomUUID()}`, reason, staffId: adjustment.staffId },
      [
        { accountId: funding, amount: -adjustment.amount },
        { accountId: memberAccount, amount: adjustment.amount },
      ],
      locked,
    );
    if (adjustment.amount > 0) {
      await addLot(tx, { clientId, accountId: memberAccount, transactionId, earnedOn: today, expiresOn: null, amount: adjustment.amount });
    } else if ((await drawFromLots(tx, memberAccount, transactionId, -adjustment.amount, today)) > 0) {
      throw new AdjustmentBelowZeroError(balance);
    }
    await tx.insert(auditEvents).values({
      occurredAt: now,
      staffId: adjustment.staffId,
      memberId,
      clientId,
      action: 'REWARDS_ADJUSTMENT',
      method: adjustment.place.method,
      path: adjustment.place.path,
      outcome: 200,
      reason: `${adjustment.amount > 0 ? '+' : ''}${adjustment.amount} ${currency} on coverage ${memberCoverageId}: ${reason}`,
    });
    return { transactionId, balance: locked.get(memberAccount)?.balance ?? 0 };
  });
}
