import { and, eq } from 'drizzle-orm';
import { memberAddresses, memberCoverages, memberEmails, members } from '../src/db/schema';
import type { RewardEarning } from '../src/core/ledger/ledger';
import type { TestApp } from './test-app';

export interface DemoCoverage {
  readonly clientId: number;
  readonly memberId: number;
  readonly memberCoverageId: number;
}

/** A demo member's first coverage, by their member number. */
export async function coverageOf(harness: TestApp, clientMemberId: string): Promise<DemoCoverage> {
  const [row] = await harness.database.db
    .select({ clientId: members.clientId, memberId: members.id, memberCoverageId: memberCoverages.id })
    .from(members)
    .innerJoin(memberCoverages, and(eq(memberCoverages.memberId, members.id), eq(memberCoverages.clientId, members.clientId)))
    .where(eq(members.clientMemberId, clientMemberId))
    .orderBy(memberCoverages.id)
    .limit(1);
  if (!row) throw new Error(`no coverage for ${clientMemberId}`);
  return row;
}

let nextCompletion = 1;

/** An earning for the coverage: $50 toward a $250 yearly maximum, no period, never expiring, unless told otherwise. */
export function earningFor(coverage: DemoCoverage, overrides: Partial<RewardEarning> = {}): RewardEarning {
  const completionId = overrides.completionId ?? nextCompletion++;
  return {
    ...coverage,
    currency: 'DOLLARS',
    amount: 5000,
    idempotencyKey: `completion:${completionId}`,
    earnedOn: '2026-02-10',
    yearlyMaximum: 25000,
    period: null,
    expiresOn: null,
    source: 'CLAIM',
    healthActionId: 1,
    healthActionCd: 'ANNUAL_CHECKUP',
    completionId,
    ...overrides,
  };
}

/** A new address of the coverage's member, in Portland; its id. */
export async function addressFor(harness: TestApp, coverage: DemoCoverage): Promise<number> {
  const [row] = await harness.database.db
    .insert(memberAddresses)
    .values({
      clientId: coverage.clientId,
      memberId: coverage.memberId,
      streetAddr1: '1 Main St',
      city: 'Portland',
      state: 'OR',
      zip: '97209',
    })
    .returning({ id: memberAddresses.id });
  return row!.id;
}

/** Gives the coverage's member a primary e-mail address of their own, verified or not. */
export async function setPrimaryEmail(harness: TestApp, coverage: DemoCoverage, verified: boolean): Promise<void> {
  const { db } = harness.database;
  await db.delete(memberEmails).where(and(eq(memberEmails.memberId, coverage.memberId), eq(memberEmails.kind, 'PRIMARY')));
  await db.insert(memberEmails).values({
    clientId: coverage.clientId,
    memberId: coverage.memberId,
    kind: 'PRIMARY',
    address: `member${coverage.memberId}@example.org`,
    verifiedAt: verified ? new Date() : null,
  });
}
