import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberDirectory } from '../core/member-directory';
import { createRememberTokens } from '../core/remember-tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientAgreements, clients, memberAgreements, members, rememberTokens } from './schema';

let harness: TestApp;
/** A HARBOR member, and MESA's client id: the same member id asked for under the wrong client. */
let harborMember: { memberId: number; clientId: number };
let mesaClientId: number;

beforeAll(async () => {
  harness = await createTestApp();
  const { db } = harness.database;
  const clientId = async (abbreviation: string) =>
    (await db.select({ id: clients.id }).from(clients).where(eq(clients.abbreviation, abbreviation)))[0]!.id;
  const harborClientId = await clientId('HARBOR');
  mesaClientId = await clientId('MESA');
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`${members.clientId} = ${harborClientId} and ${members.clientMemberId} = 'HHP100001'`);
  harborMember = { memberId: member!.id, clientId: harborClientId };
});

afterAll(async () => {
  await harness.close();
});

describe('member-owned rows', () => {
  it("answers a remember token only under its member's own client", async () => {
    const tokens = createRememberTokens(harness.database.db, harness.clock);
    const token = await tokens.issue(harness.database.db, harborMember);
    const otherClient = { memberId: harborMember.memberId, clientId: mesaClientId };
    expect(await tokens.isValid(otherClient, token)).toBe(false);
    await tokens.revokeAll(harness.database.db, otherClient);
    expect(await tokens.isValid(harborMember, token)).toBe(true);
  });

  it("finds nothing of a member under another client's id", async () => {
    const directory = createMemberDirectory(harness.database.db, harness.clock);
    const otherClient = { memberId: harborMember.memberId, clientId: mesaClientId };
    expect(await directory.findById(harborMember)).toMatchObject({ clientMemberId: 'HHP100001' });
    expect(await directory.primaryEmail(harborMember)).not.toBeNull();
    expect(await directory.coveragesOf(harborMember)).not.toHaveLength(0);
    expect(await directory.findById(otherClient)).toBeUndefined();
    expect(await directory.primaryEmail(otherClient)).toBeNull();
    expect(await directory.coveragesOf(otherClient)).toHaveLength(0);
  });

  it("refuses to store a member's row under a client that is not the member's", async () => {
    const { db } = harness.database;
    const [agreement] = await db
      .select({ id: clientAgreements.id })
      .from(clientAgreements)
      .where(eq(clientAgreements.clientId, harborMember.clientId));
    const now = harness.clock.now();
    await expect(
      db
        .insert(memberAgreements)
        .values({ memberId: harborMember.memberId, clientId: mesaClientId, clientAgreementId: agreement!.id, acceptedAt: now }),
    ).rejects.toThrow();
    await expect(
      db.insert(rememberTokens).values({ memberId: harborMember.memberId, clientId: mesaClientId, tokenHash: 'x', expiresAt: now }),
    ).rejects.toThrow();
  });
});
