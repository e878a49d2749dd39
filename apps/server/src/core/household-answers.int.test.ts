import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { coverageOf, earningFor } from '../../test/ledger-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ClientRecord } from '../lib/client-record';
import { createHouseholdAnswers } from './household-answers';

let harness: TestApp;
const db = () => harness.database.db;

/** A demo subscriber with a dependent, in HARBOR. */
let household: { subscriberId: number; dependentId: number; clientId: number };
let otherSubscriberId: number;
let client: ClientRecord;

beforeAll(async () => {
  harness = await createTestApp();
  const [row] = await queryRows<{ subscriberId: number; dependentId: number; clientId: number }>(
    db(),
    sql`select s.id as "subscriberId", d.id as "dependentId", s.client_id as "clientId"
        from members s join members d on d.subscriber_id = s.id
        join clients c on c.id = s.client_id and c.abbreviation = 'HARBOR' order by s.id, d.id limit 1`,
  );
  household = row!;
  const [other] = await queryRows<{ id: number }>(
    db(),
    sql`select id from members where client_id = ${household.clientId} and subscriber_id is null and id <> ${household.subscriberId} order by id limit 1`,
  );
  otherSubscriberId = other!.id;
  client = (await harness.services.clients.findClient('HARBOR'))!;
});
afterAll(async () => harness.close());

async function revisionOf(householdId: number): Promise<number> {
  const rows = await queryRows<{ revision: string }>(
    db(),
    sql`select revision::text from household_revisions where household_id = ${householdId}`,
  );
  return Number(rows[0]?.revision ?? 0);
}

/** Runs `write` and answers by how much the household's revision moved. */
async function moves(householdId: number, write: () => Promise<unknown>): Promise<number> {
  const before = await revisionOf(householdId);
  await write();
  return (await revisionOf(householdId)) - before;
}

describe('household revisions', () => {
  it('move with every write an answer of the household is built from, whichever member of it is written', async () => {
    const { subscriberId, dependentId, clientId } = household;
    const exec = (query: ReturnType<typeof sql>) => () => db().execute(query);
    expect(
      await moves(
        subscriberId,
        exec(sql`insert into member_activities (client_id, member_id, activity_type, activity_payload, recorded_at)
        values (${clientId}, ${dependentId}, 'PROFILE_UPDATED', '{}', now())`),
      ),
    ).toBeGreaterThan(0);
    expect(
      await moves(
        subscriberId,
        exec(sql`insert into member_attestations (client_id, member_id, health_action_id, completion_date, submitted_by_member_id, submitted_at)
        values (${clientId}, ${subscriberId}, 102, '2026-02-01', ${subscriberId}, now())`),
      ),
    ).toBeGreaterThan(0);
    expect(
      await moves(subscriberId, exec(sql`update member_coverages set end_date = '2027-12-31' where member_id = ${dependentId}`)),
    ).toBeGreaterThan(0);
    expect(await moves(subscriberId, exec(sql`update members set first_name = 'Renamed' where id = ${dependentId}`))).toBe(1);
    expect(
      await moves(
        subscriberId,
        exec(sql`insert into tracker_entries (client_id, member_id, tracker, entry_date, value, source, entered_by_hand, created_at, updated_at)
        values (${clientId}, ${dependentId}, 'steps', '2026-02-01', 4000, 'MANUAL', true, now(), now())`),
      ),
    ).toBe(1);
    expect(await moves(subscriberId, exec(sql`update tracker_entries set value = 4100 where member_id = ${dependentId}`))).toBeGreaterThan(
      0,
    );
    expect(await moves(subscriberId, exec(sql`delete from tracker_entries where member_id = ${dependentId}`))).toBe(1);
    // A reward: its issue row and the member's ledger account.
    const coverage = await coverageOf(harness, (await memberNumber(dependentId))!);
    expect(await moves(subscriberId, () => harness.services.ledger.issueReward(earningFor(coverage, { amount: 100 })))).toBeGreaterThan(0);
  });

  it('stay put for a write no answer shows, and for another household', async () => {
    const { subscriberId, clientId } = household;
    expect(await moves(subscriberId, () => db().execute(sql`update members set last_login_at = now() where id = ${subscriberId}`))).toBe(0);
    expect(
      await moves(subscriberId, () =>
        db().execute(sql`insert into member_activities (client_id, member_id, activity_type, activity_payload, recorded_at)
          values (${clientId}, ${otherSubscriberId}, 'PROFILE_UPDATED', '{}', now())`),
      ),
    ).toBe(0);
  });

  it('move both households when a dependent moves from one to the other', async () => {
    const { subscriberId, dependentId } = household;
    const [fromBefore, toBefore] = [await revisionOf(subscriberId), await revisionOf(otherSubscriberId)];
    await db().execute(sql`update members set subscriber_id = ${otherSubscriberId} where id = ${dependentId}`);
    expect(await revisionOf(subscriberId)).toBeGreaterThan(fromBefore);
    expect(await revisionOf(otherSubscriberId)).toBeGreaterThan(toBefore);
    await db().execute(sql`update members set subscriber_id = ${subscriberId} where id = ${dependentId}`);
  });
});

async function memberNumber(memberId: number): Promise<string | undefined> {
  const rows = await queryRows<{ number: string }>(db(), sql`select client_member_id as number from members where id = ${memberId}`);
  return rows[0]?.number;
}

describe('createHouseholdAnswers', () => {
  const serialize = (answer: unknown) => JSON.stringify(answer);

  function counting() {
    let built = 0;
    return {
      build: async () => ({ built: ++built }),
      count: () => built,
    };
  }

  it('sends the kept bytes again until the household changes, the day turns or the client is loaded again', async () => {
    const answers = createHouseholdAnswers(db(), harness.clock);
    const answer = counting();
    const ask = (on: ClientRecord = client) =>
      answers.bytes({ client: on, memberId: household.dependentId, variant: 'test' }, answer.build, serialize);
    const first = await ask();
    expect(await ask()).toBe(first);
    expect(answer.count()).toBe(1);

    await db().execute(sql`update member_coverages set end_date = '2028-12-31' where member_id = ${household.subscriberId}`);
    expect(JSON.parse((await ask()).toString())).toEqual({ built: 2 });

    harness.clock.advance(24 * 3600 * 1000);
    expect(JSON.parse((await ask()).toString())).toEqual({ built: 3 });
    expect(JSON.parse((await ask({ ...client })).toString())).toEqual({ built: 4 });
    expect(answer.count()).toBe(4);
  });

  it('keeps nothing for a member who is not the client’s', async () => {
    const answers = createHouseholdAnswers(db(), harness.clock);
    const answer = counting();
    const mesa = (await harness.services.clients.findClient('MESA'))!;
    const ask = () => answers.bytes({ client: mesa, memberId: household.subscriberId, variant: 'test' }, answer.build, serialize);
    await ask();
    await ask();
    expect(answer.count()).toBe(2);
    expect(answers.size().answers).toBe(0);
  });

  it('lets the least recently sent answers go beyond its bytes', async () => {
    const answers = createHouseholdAnswers(db(), harness.clock, 16 * 40);
    const answer = counting();
    const ask = (variant: string) => answers.bytes({ client, memberId: household.subscriberId, variant }, answer.build, serialize);
    const variants = Array.from({ length: 80 }, (_, index) => `variant-${index}`);
    for (const variant of variants) await ask(variant);
    expect(answers.size().bytes).toBeLessThanOrEqual(16 * 40);
    expect(answers.size().answers).toBeLessThan(80);
    await ask(variants.at(-1)!);
    expect(answer.count()).toBe(80);
    await ask(variants[0]!);
    expect(answer.count()).toBe(81);
  });
});
