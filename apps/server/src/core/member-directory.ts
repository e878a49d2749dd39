import { registrationWindow, todayIn, type RegistrationWindow } from '@portal/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ownedBy, type MemberKey } from '../db/member-owned';
import { memberCoverages, memberEmails, members } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ClientRecord } from '../lib/client-record';
import type { Clock } from '../lib/clock';

export type MemberRecord = typeof members.$inferSelect;

/** Registration and recovery tell a fully matched member whose coverage is over when it ended. */
export function coverageEnded(endedOn: string): AppError {
  return new AppError('COVERAGE_ENDED', `Coverage ended on ${endedOn}`, undefined, { endedOn });
}

/**
 * The one place members are looked up and their coverages and primary e-mail read, for every
 * module: a member is always found within a client.
 */
export function createMemberDirectory(db: Database, clock: Clock) {
  async function findOne(where: SQL | undefined): Promise<MemberRecord | undefined> {
    const [member] = await db.select().from(members).where(where);
    return member;
  }

  async function coveragesOf(member: MemberKey) {
    return db
      .select({
        medicalContractCode: memberCoverages.medicalContractCode,
        startDate: memberCoverages.startDate,
        endDate: memberCoverages.endDate,
      })
      .from(memberCoverages)
      .where(ownedBy(memberCoverages, member))
      .orderBy(asc(memberCoverages.startDate));
  }

  return {
    /** The roster member with the plan's member number (case sensitive). */
    findByMemberNumber: (clientId: number, memberNumber: string) =>
      findOne(and(eq(members.clientId, clientId), eq(members.clientMemberId, memberNumber))),

    findById: (member: MemberKey) => findOne(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId))),

    /** By the lower-cased username (see normalizeUsername). */
    findByUsername: (clientId: number, usernameKey: string) =>
      findOne(and(eq(members.clientId, clientId), eq(members.usernameKey, usernameKey))),

    /** Oldest first. */
    coveragesOf,

    /** Whether the member may register today, by the plan's calendar and grace days. */
    async registrationWindowOf(member: MemberKey, client: ClientRecord): Promise<RegistrationWindow> {
      const today = todayIn(clock.now(), client.timeZone);
      return registrationWindow(await coveragesOf(member), today, client.configuration.termPeriodDayCount);
    },

    /** Where the member's reset links and e-mail codes go today, if anywhere. */
    async primaryEmail(member: MemberKey): Promise<string | null> {
      const [email] = await db
        .select({ address: memberEmails.address })
        .from(memberEmails)
        .where(and(ownedBy(memberEmails, member), eq(memberEmails.kind, 'PRIMARY')));
      return email?.address ?? null;
    },
  };
}

export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
