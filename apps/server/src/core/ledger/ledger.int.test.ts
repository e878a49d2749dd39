import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { auditEvents, ledgerAccounts, ledgerEntries, ledgerTransactions, rewardIssues, rewardLots } from '../../db/schema';
import { coverageOf, earningFor, type DemoCoverage } from '../../../test/ledger-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AdjustmentBelowZeroError } from './adjust';

let harness: TestApp;
const ledger = () => harness.services.ledger;
const db = () => harness.database.db;
const place = { method: 'POST', path: '/api/v1/staff/members/1/rewards/adjustments' };

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => harness.close());

async function memberBalance(coverage: DemoCoverage): Promise<number> {
  const [account] = await db()
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'MEMBER'), eq(ledgerAccounts.memberCoverageId, coverage.memberCoverageId)));
  return account?.balance ?? 0;
}

async function adminId(): Promise<number> {
  const rows = await queryRows<{ id: number }>(db(), sql`select id from staff_accounts where username = 'demo.admin'`);
  return rows[0]?.id ?? 0;
}

describe('issueReward', () => {
  it('issues exactly one reward when 50 calls with one key race', async () => {
    const coverage = await coverageOf(harness, 'HHP100001');
    const earning = earningFor(coverage, { amount: 2500 });
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => ledger().issueReward(earning)));
    expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
    expect(outcomes[0]).toMatchObject({ issuedAmount: 2500, notIssuedAmount: 0, notIssuedReason: null });
    const [transactions] = await db()
      .select({ rows: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, earning.idempotencyKey));
    const [issues] = await db().select({ rows: count() }).from(rewardIssues).where(eq(rewardIssues.idempotencyKey, earning.idempotencyKey));
    expect(transactions?.rows).toBe(1);
    expect(issues?.rows).toBe(1);
    expect(await memberBalance(coverage)).toBe(2500);
    const outcomes2 = await ledger().outcomesForCompletions(coverage.clientId, [earning.completionId]);
    expect(outcomes2.get(earning.completionId)).toEqual({ ...outcomes[0], expiresOn: null });
  });

  it('caps an earning at the yearly maximum to the cent and records the rest as not issued', async () => {
    const coverage = await coverageOf(harness, 'HHP100004');
    await ledger().issueReward(earningFor(coverage, { amount: 24_999 }));
    const capped = await ledger().issueReward(earningFor(coverage, { amount: 5000 }));
    expect(capped).toMatchObject({ issuedAmount: 1, notIssuedAmount: 4999, notIssuedReason: 'YEARLY_MAXIMUM' });
    expect(capped.transactionId).not.toBeNull();
    const nothing = await ledger().issueReward(earningFor(coverage, { amount: 700 }));
    expect(nothing).toMatchObject({ transactionId: null, issuedAmount: 0, notIssuedAmount: 700, notIssuedReason: 'YEARLY_MAXIMUM' });
    // The next calendar year has its own maximum.
    const nextYear = await ledger().issueReward(earningFor(coverage, { amount: 700, earnedOn: '2027-01-04' }));
    expect(nextYear).toMatchObject({ issuedAmount: 700, notIssuedAmount: 0 });
    expect(await memberBalance(coverage)).toBe(25_700);
    expect(await ledger().verify()).toEqual([]);
  });

  it("caps by the compliance period's maxRewardAmount, and never passes a maximum when earnings race", async () => {
    const coverage = await coverageOf(harness, 'HHP100005');
    const period = { id: 9001, maxRewardAmount: 3000 };
    expect(await ledger().issueReward(earningFor(coverage, { amount: 2000, period }))).toMatchObject({ issuedAmount: 2000 });
    expect(await ledger().issueReward(earningFor(coverage, { amount: 2000, period }))).toMatchObject({
      issuedAmount: 1000,
      notIssuedAmount: 1000,
      notIssuedReason: 'PERIOD_MAXIMUM',
    });
    const racing = await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger().issueReward(earningFor(coverage, { amount: 1500, period: { id: 9002, maxRewardAmount: 50_000 } })),
      ),
    );
    const issued = racing.reduce((sum, outcome) => sum + outcome.issuedAmount, 0);
    // 3,000 issued in period 9001; the year's 25,000 leaves 22,000 for the racing earnings, to the cent.
    expect(issued).toBe(22_000);
    expect(racing.filter((outcome) => outcome.notIssuedReason === 'YEARLY_MAXIMUM').length).toBeGreaterThan(0);
    expect(await ledger().verify()).toEqual([]);
  });

  it("issues inside a caller's transaction: committed with it, gone with its rollback", async () => {
    const coverage = await coverageOf(harness, 'HHP100003');
    const kept = earningFor(coverage, { amount: 300 });
    const dropped = earningFor(coverage, { amount: 400 });
    await db().transaction(async (tx) => {
      expect(await ledger().issueReward(kept, { tx })).toMatchObject({ issuedAmount: 300 });
      // The same key again in the same transaction answers the first outcome.
      expect(await ledger().issueReward(kept, { tx })).toMatchObject({ issuedAmount: 300 });
    });
    await expect(
      db().transaction(async (tx) => {
        await ledger().issueReward(dropped, { tx });
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await memberBalance(coverage)).toBe(300);
    const outcomes = await ledger().outcomesForCompletions(coverage.clientId, [kept.completionId, dropped.completionId]);
    expect([...outcomes.keys()]).toEqual([kept.completionId]);
    expect(await ledger().verify()).toEqual([]);
  });

  it("refuses an earning for a coverage that is not the member's", async () => {
    const maria = await coverageOf(harness, 'HHP100001');
    const james = await coverageOf(harness, 'HHP100004');
    await expect(ledger().issueReward(earningFor({ ...maria, memberCoverageId: james.memberCoverageId }))).rejects.toThrow(RangeError);
  });
});

describe('expiry', () => {
  it('posts explicit entries for what is left of lots past their day, oldest first, and only once', async () => {
    const coverage = await coverageOf(harness, 'HHP100008');
    await ledger().issueReward(earningFor(coverage, { amount: 300, earnedOn: '2026-01-05', expiresOn: '2026-03-31' }));
    await ledger().issueReward(earningFor(coverage, { amount: 500, earnedOn: '2026-02-05', expiresOn: '2026-06-30' }));
    await ledger().issueReward(earningFor(coverage, { amount: 200, earnedOn: '2026-02-06', expiresOn: null }));
    // A debit draws on the lot that lapses soonest.
    await ledger().adjust({ ...coverage, currency: 'DOLLARS', amount: -100, reason: 'Duplicate reward', staffId: await adminId(), place });
    const [before] = await ledger().balances(coverage.clientId, [coverage.memberCoverageId], '2026-03-05');
    expect(before).toMatchObject({
      available: 900,
      expiring: [
        { amount: 200, expiresOn: '2026-03-31' },
        { amount: 500, expiresOn: '2026-06-30' },
      ],
    });

    expect(await ledger().expireDueLots(new Date('2026-03-31T12:00:00Z'))).toEqual({ lotsExpired: 0, amountExpired: 0 });
    const runs = await Promise.all([
      ledger().expireDueLots(new Date('2026-04-02T12:00:00Z')),
      ledger().expireDueLots(new Date('2026-04-02T12:00:00Z')),
    ]);
    expect(runs.reduce((sum, run) => sum + run.amountExpired, 0)).toBe(200);
    expect(await ledger().expireDueLots(new Date('2026-04-03T12:00:00Z'))).toEqual({ lotsExpired: 0, amountExpired: 0 });
    expect(await memberBalance(coverage)).toBe(700);

    const later = await ledger().expireDueLots(new Date('2026-07-02T12:00:00Z'));
    expect(later).toEqual({ lotsExpired: 1, amountExpired: 500 });
    const history = await ledger().history(coverage.clientId, [coverage.memberCoverageId]);
    expect(history.filter((entry) => entry.type === 'EXPIRED').map((entry) => entry.amount)).toEqual([-500, -200]);
    const lots = await db().select().from(rewardLots).where(eq(rewardLots.clientId, coverage.clientId)).orderBy(rewardLots.id);
    expect(lots.filter((lot) => lot.expiresOn !== null && lot.expiresOn <= '2026-06-30').every((lot) => lot.remaining === 0)).toBe(true);
    expect(await ledger().verify()).toEqual([]);
  });
});

describe('adjust', () => {
  it('credits and debits with a reason, audited, and never below zero', async () => {
    const coverage = await coverageOf(harness, 'HHP100009');
    const staffId = await adminId();
    const credit = await ledger().adjust({ ...coverage, currency: 'DOLLARS', amount: 1200, reason: 'Goodwill credit', staffId, place });
    expect(credit.balance).toBe(1200);
    const debit = await ledger().adjust({ ...coverage, currency: 'DOLLARS', amount: -200, reason: 'Correction', staffId, place });
    expect(debit.balance).toBe(1000);
    await expect(ledger().adjust({ ...coverage, currency: 'DOLLARS', amount: -1001, reason: 'Too much', staffId, place })).rejects.toThrow(
      AdjustmentBelowZeroError,
    );
    await expect(ledger().adjust({ ...coverage, currency: 'DOLLARS', amount: 10, reason: '  ', staffId, place })).rejects.toThrow(
      RangeError,
    );
    await expect(ledger().adjust({ ...coverage, currency: 'DOLLARS', amount: 0, reason: 'Nothing', staffId, place })).rejects.toThrow(
      RangeError,
    );
    expect(await memberBalance(coverage)).toBe(1000);
    const audited = await db()
      .select({ reason: auditEvents.reason, staffId: auditEvents.staffId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'REWARDS_ADJUSTMENT'), eq(auditEvents.memberId, coverage.memberId)));
    expect(audited).toEqual([
      { reason: expect.stringContaining('Goodwill credit') as unknown, staffId },
      { reason: expect.stringContaining('Correction') as unknown, staffId },
    ]);
    const history = await ledger().history(coverage.clientId, [coverage.memberCoverageId]);
    expect(history.map((entry) => [entry.type, entry.amount, entry.reason])).toEqual([
      ['ADJUSTMENT', -200, 'Correction'],
      ['ADJUSTMENT', 1200, 'Goodwill credit'],
    ]);
  });
});

describe('the database itself', () => {
  it('refuses to change or remove entries and transactions, and refuses a transaction that does not balance', async () => {
    await expect(db().execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(db().execute(sql`update ledger_transactions set reason = 'changed'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(db().execute(sql`delete from reward_issues`)).rejects.toThrow();
    const [account] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'FUNDING')).limit(1);
    await expect(
      db().transaction(async (tx) => {
        const [transaction] = await tx
          .insert(ledgerTransactions)
          .values({ clientId: account?.clientId ?? 0, type: 'ADJUSTMENT', effectiveAt: new Date(), idempotencyKey: 'one-sided' })
          .returning();
        await tx.insert(ledgerEntries).values({
          transactionId: transaction?.id ?? 0,
          accountId: account?.id ?? 0,
          amount: 5,
          balanceAfter: (account?.balance ?? 0) + 5,
          accountVersion: (account?.version ?? 0) + 1,
        });
      }),
    ).rejects.toThrow();
    expect(await ledger().verify()).toEqual([]);
  });

  it('verify names every broken invariant of a ledger broken behind its triggers', async () => {
    const coverage = await coverageOf(harness, 'HHP100010');
    const outcome = await ledger().issueReward(earningFor(coverage, { amount: 400, expiresOn: '2026-12-31' }));
    expect(await ledger().verify(coverage.clientId)).toEqual([]);
    const [account] = await db()
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'MEMBER'), eq(ledgerAccounts.memberCoverageId, coverage.memberCoverageId)));
    const [lot] = await db()
      .select()
      .from(rewardLots)
      .where(eq(rewardLots.accountId, account?.id ?? 0));
    await db().execute(sql`alter table ledger_entries disable trigger user`);
    await db().execute(sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
      values (${outcome.transactionId}, ${account?.id}, 75, 9999, ${(account?.version ?? 0) + 1})`);
    await db().execute(sql`alter table ledger_entries enable trigger user`);
    await db().execute(
      sql`insert into reward_lot_allocations (lot_id, transaction_id, amount) values (${lot?.id}, ${outcome.transactionId}, 450)`,
    );
    // What the CHECK constraints stop, verify still finds when they are gone (a restore, a hand edit).
    await db().execute(sql`alter table reward_lots drop constraint reward_lots_amounts`);
    await db().execute(sql`update reward_lots set remaining = -50 where id = ${lot?.id}`);
    await db().execute(sql`alter table ledger_accounts drop constraint ledger_accounts_not_negative`);
    await db().execute(sql`update ledger_accounts set balance = -1 where id = ${account?.id}`);

    const problems = await ledger().verify(coverage.clientId);
    const invariants = new Set(problems.map((problem) => problem.invariant));
    expect(invariants).toEqual(
      new Set(['TRANSACTION_UNBALANCED', 'BALANCE_MISMATCH', 'ACCOUNT_NEGATIVE', 'LOT_NEGATIVE', 'ALLOCATION_EXCEEDS_LOT', 'LOT_MISMATCH']),
    );
    expect(problems.find((problem) => problem.invariant === 'LOT_NEGATIVE')?.message).toBe(
      `lot ${lot?.id} of account ${account?.id} holds -50, below zero`,
    );
    expect(problems.find((problem) => problem.invariant === 'TRANSACTION_UNBALANCED')?.message).toContain(
      `transaction ${outcome.transactionId}`,
    );
    // Another client's ledger is still sound.
    const mesa = await coverageOf(harness, 'MV-20001');
    expect(await ledger().verify(mesa.clientId)).toEqual([]);
  });
});
