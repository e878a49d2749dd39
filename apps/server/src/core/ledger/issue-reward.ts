import { isCalendarDate, rewardToIssue } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberCoverages, rewardIssues } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { accountIds, lockAccounts, programmeSide } from './ledger-accounts';
import type { RewardEarning, RewardOutcome } from './ledger';
import { postTransaction } from './post-transaction';
import { isUniqueViolation } from './postgres-errors';
import { addLot } from './reward-lots';
import { NOT_ISSUED_REASON, outcomeByKey, toOutcome } from './reward-outcomes';

/** No compliance period: only the yearly maximum caps the reward. */
const NO_PERIOD_CAP = Number.MAX_SAFE_INTEGER;

function checkEarning(earning: RewardEarning): void {
  if (earning.idempotencyKey.trim() === '') throw new RangeError('a reward needs its idempotency key');
  if (!isCalendarDate(earning.earnedOn)) throw new RangeError(`earnedOn must be a calendar date, not ${earning.earnedOn}`);
  if (earning.expiresOn !== null && !isCalendarDate(earning.expiresOn))
    throw new RangeError(`expiresOn must be a calendar date, not ${earning.expiresOn}`);
}

/** What the coverage was issued in the earning's calendar year and in its compliance period, so far. */
async function issuedSoFar(tx: Database, earning: RewardEarning): Promise<{ year: number; period: number }> {
  const year = earning.earnedOn.slice(0, 4);
  const [sums] = await tx
    .select({
      year: sql<string>`coalesce(sum(${rewardIssues.issuedAmount}) filter (where ${rewardIssues.earnedOn} between ${`${year}-01-01`} and ${`${year}-12-31`}), 0)`,
      period: sql<string>`coalesce(sum(${rewardIssues.issuedAmount}) filter (where ${rewardIssues.compliancePeriodId} = ${earning.period?.id ?? null}), 0)`,
    })
    .from(rewardIssues)
    .where(and(eq(rewardIssues.memberCoverageId, earning.memberCoverageId), eq(rewardIssues.currency, earning.currency)));
  return { year: Number(sums?.year ?? 0), period: Number(sums?.period ?? 0) };
}

async function requireCoverageOfMember(db: Database, earning: RewardEarning): Promise<void> {
  const [coverage] = await db
    .select({ id: memberCoverages.id })
    .from(memberCoverages)
    .where(
      and(
        eq(memberCoverages.id, earning.memberCoverageId),
        eq(memberCoverages.memberId, earning.memberId),
        eq(memberCoverages.clientId, earning.clientId),
      ),
    );
  if (!coverage) throw new RangeError(`member coverage ${earning.memberCoverageId} is not member ${earning.memberId}'s`);
}

/**
 * Issues a completion's reward once: inside one transaction it locks the coverage's member,
 * programme-side and allowance accounts in id order, caps the reward by the room the yearly
 * maximum and the period's maxRewardAmount leave, posts what is issued, and records the outcome
 * (with the part not issued and why). A second call with the same key, even racing the first,
 * answers the first outcome.
 */
export async function issueReward(db: Database, clock: Clock, earning: RewardEarning, within?: Database): Promise<RewardOutcome> {
  checkEarning(earning);
  const executor = within ?? db;
  const earlier = await outcomeByKey(executor, earning.clientId, earning.idempotencyKey);
  if (earlier) return toOutcome(earlier);
  await requireCoverageOfMember(executor, earning);
  const { clientId, currency, memberCoverageId, memberId } = earning;
  const year = Number(earning.earnedOn.slice(0, 4));
  const [memberAccount, funding, yearAllowance, allowanceSource, periodAllowance] = await accountIds(executor, clientId, [
    { kind: 'MEMBER', currency, memberCoverageId, memberId },
    programmeSide('FUNDING', earning),
    { kind: 'YEAR_ALLOWANCE', currency, memberCoverageId, memberId, year },
    programmeSide('ALLOWANCE_SOURCE', earning),
    ...(earning.period
      ? [{ kind: 'PERIOD_ALLOWANCE' as const, currency, memberCoverageId, memberId, compliancePeriodId: earning.period.id }]
      : []),
  ]);
  try {
    const row = await executor.transaction(async (tx) => {
      const ids = [memberAccount, funding, yearAllowance, allowanceSource, periodAllowance].filter((id) => id !== undefined);
      const locked = await lockAccounts(tx, ids);
      // A racing call with the same key that held the locks first has answered by now.
      const raced = await outcomeByKey(tx, clientId, earning.idempotencyKey);
      if (raced) return raced;
      const issued = await issuedSoFar(tx, earning);
      const periodMaximum = earning.period?.maxRewardAmount ?? NO_PERIOD_CAP;
      const decision = rewardToIssue({
        rewardAmount: earning.amount,
        yearlyMaximum: earning.yearlyMaximum,
        issuedThisYear: issued.year,
        periodMaximum,
        issuedThisPeriod: issued.period,
      });
      const now = clock.now();
      let transactionId: number | null = null;
      if (decision.issue > 0) {
        // Each allowance is brought to the room its cap leaves (the maximum may have changed), then debited.
        const allowances = [
          { accountId: yearAllowance as number, room: Math.max(0, earning.yearlyMaximum - issued.year) },
          ...(periodAllowance === undefined ? [] : [{ accountId: periodAllowance, room: Math.max(0, periodMaximum - issued.period) }]),
        ].map(({ accountId, room }) => ({ accountId, amount: room - (locked.get(accountId)?.balance ?? 0) - decision.issue }));
        const allowanceTotal = allowances.reduce((sum, posting) => sum + posting.amount, 0);
        transactionId = await postTransaction(
          tx,
          { clientId, type: 'REWARD', effectiveAt: now, idempotencyKey: earning.idempotencyKey },
          [
            { accountId: funding as number, amount: -decision.issue },
            { accountId: memberAccount as number, amount: decision.issue },
            ...allowances,
            { accountId: allowanceSource as number, amount: -allowanceTotal },
          ],
          locked,
        );
        await addLot(tx, {
          clientId,
          accountId: memberAccount as number,
          transactionId,
          earnedOn: earning.earnedOn,
          expiresOn: earning.expiresOn,
          amount: decision.issue,
        });
      }
      const [outcome] = await tx
        .insert(rewardIssues)
        .values({
          clientId,
          memberId,
          memberCoverageId,
          currency,
          idempotencyKey: earning.idempotencyKey,
          completionId: earning.completionId,
          healthActionId: earning.healthActionId,
          healthActionCd: earning.healthActionCd,
          source: earning.source,
          earnedOn: earning.earnedOn,
          compliancePeriodId: earning.period?.id ?? null,
          earnedAmount: earning.amount,
          issuedAmount: decision.issue,
          notIssuedAmount: decision.notIssued,
          notIssuedReason: decision.reason === null ? null : NOT_ISSUED_REASON[decision.reason],
          transactionId,
          expiresOn: decision.issue > 0 ? earning.expiresOn : null,
          issuedAt: now,
        })
        .returning();
      if (!outcome) throw new Error('the reward outcome was not written');
      return outcome;
    });
    return toOutcome(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await outcomeByKey(executor, clientId, earning.idempotencyKey);
    if (!first) throw error;
    return toOutcome(first);
  }
}
