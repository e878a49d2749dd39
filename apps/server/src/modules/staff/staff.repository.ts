import { STAFF_SEARCH_LIMIT } from '@portal/domain';
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, impersonations, members, staffAccounts, staffSessions } from '../../db/schema';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;

export interface MemberSearch {
  readonly clientId: number;
  readonly memberNumber?: string;
  readonly name?: string;
  readonly birthDate?: string;
}

/** `%` and `_` typed by staff are letters, not wildcards. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function createStaffRepository(db: Database) {
  return {
    async accountByUsername(username: string): Promise<StaffAccountRow | undefined> {
      const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username));
      return account;
    },

    async accountById(id: number): Promise<StaffAccountRow | undefined> {
      const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
      return account;
    },

    async listAccounts(): Promise<StaffAccountRow[]> {
      return db.select().from(staffAccounts).orderBy(asc(staffAccounts.username));
    },

    async insertAccount(tx: Database, account: typeof staffAccounts.$inferInsert): Promise<StaffAccountRow> {
      const [created] = await tx.insert(staffAccounts).values(account).returning();
      return created!;
    },

    async insertSession(tx: Database, session: typeof staffSessions.$inferInsert): Promise<void> {
      await tx.insert(staffSessions).values(session);
    },

    async insertImpersonation(tx: Database, impersonation: typeof impersonations.$inferInsert): Promise<void> {
      await tx.insert(impersonations).values(impersonation);
    },

    /** Accepts a code's time step once: false when this step or a later one was used before. */
    async acceptTotpStep(staffId: number, step: number): Promise<boolean> {
      const accepted = await db
        .update(staffAccounts)
        .set({ totpLastStep: step })
        .where(and(eq(staffAccounts.id, staffId), or(isNull(staffAccounts.totpLastStep), sql`${staffAccounts.totpLastStep} < ${step}`)))
        .returning({ id: staffAccounts.id });
      return accepted.length === 1;
    },

    async setDisabled(tx: Database, staffId: number, disabledAt: Date | null): Promise<StaffAccountRow | undefined> {
      const [account] = await tx.update(staffAccounts).set({ disabledAt }).where(eq(staffAccounts.id, staffId)).returning();
      return account;
    },

    /** The session with what the check every staff request makes needs of its account (no credentials). */
    async sessionWithAccount(sessionId: string) {
      const [row] = await db
        .select({
          session: staffSessions,
          account: {
            id: staffAccounts.id,
            username: staffAccounts.username,
            role: staffAccounts.role,
            disabledAt: staffAccounts.disabledAt,
          },
        })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(eq(staffSessions.id, sessionId));
      return row;
    },

    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
    },

    /** Ends sessions (one, or all of an account's) and the member portals they were viewing. */
    async endSessions(tx: Database, where: { sessionId?: string; staffId?: number }, now: Date, reason: string): Promise<void> {
      const sessionMatch = where.sessionId ? eq(staffSessions.id, where.sessionId) : eq(staffSessions.staffId, where.staffId!);
      const impersonationMatch = where.sessionId
        ? eq(impersonations.staffSessionId, where.sessionId)
        : eq(impersonations.staffId, where.staffId!);
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(sessionMatch, isNull(staffSessions.revokedAt)));
      await tx
        .update(impersonations)
        .set({ endedAt: now, endedReason: reason })
        .where(and(impersonationMatch, isNull(impersonations.endedAt)));
    },

    async endImpersonation(tx: Database, impersonationId: string, now: Date, reason: string): Promise<void> {
      await tx
        .update(impersonations)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(impersonations.id, impersonationId), isNull(impersonations.endedAt)));
    },

    /** The impersonation with what decides whether it still holds. */
    async impersonationWithStaff(impersonationId: string) {
      const [row] = await db
        .select({
          impersonation: impersonations,
          staffUsername: staffAccounts.username,
          staffDisabledAt: staffAccounts.disabledAt,
          sessionRevokedAt: staffSessions.revokedAt,
          sessionLastSeenAt: staffSessions.lastSeenAt,
        })
        .from(impersonations)
        .innerJoin(staffAccounts, eq(staffAccounts.id, impersonations.staffId))
        .innerJoin(staffSessions, eq(staffSessions.id, impersonations.staffSessionId))
        .where(eq(impersonations.id, impersonationId));
      return row;
    },

    async clientsForStaff() {
      return db
        .select({ id: clients.id, abbreviation: clients.abbreviation, name: clients.name, timeZone: clients.timeZone })
        .from(clients)
        .orderBy(asc(clients.abbreviation));
    },

    /** Members of one client matching every criterion given, by name then number. */
    async searchMembers(search: MemberSearch) {
      const criteria: SQL[] = [eq(members.clientId, search.clientId)];
      if (search.memberNumber) criteria.push(eq(members.clientMemberId, search.memberNumber.trim()));
      if (search.birthDate) criteria.push(eq(members.dob, search.birthDate));
      for (const word of (search.name ?? '').trim().split(/\s+/).filter(Boolean)) {
        const pattern = `${likeEscaped(word)}%`;
        criteria.push(or(ilike(members.firstName, pattern), ilike(members.lastName, pattern))!);
      }
      return db
        .select({
          memberId: members.id,
          clientMemberId: members.clientMemberId,
          firstName: members.firstName,
          lastName: members.lastName,
          birthDate: members.dob,
          username: members.username,
        })
        .from(members)
        .where(and(...criteria))
        .orderBy(asc(members.lastName), asc(members.firstName), asc(members.clientMemberId))
        .limit(STAFF_SEARCH_LIMIT + 1);
    },

    /** The roster fields staff see, with the member's client; never the credentials. */
    async memberWithClient(memberId: number) {
      const [row] = await db
        .select({
          id: members.id,
          clientId: members.clientId,
          clientAbbreviation: clients.abbreviation,
          clientMemberId: members.clientMemberId,
          firstName: members.firstName,
          lastName: members.lastName,
          dob: members.dob,
          gender: members.gender,
          username: members.username,
          rosterEmail: members.rosterEmail,
          rosterPhone: members.rosterPhone,
          rosterStreet1: members.rosterStreet1,
          rosterStreet2: members.rosterStreet2,
          rosterCity: members.rosterCity,
          rosterState: members.rosterState,
          rosterZip: members.rosterZip,
          rosterGuardianFirstName: members.rosterGuardianFirstName,
          rosterGuardianLastName: members.rosterGuardianLastName,
          rosterGuardianDob: members.rosterGuardianDob,
          guardianFirstName: members.guardianFirstName,
          guardianLastName: members.guardianLastName,
        })
        .from(members)
        .innerJoin(clients, eq(clients.id, members.clientId))
        .where(eq(members.id, memberId));
      return row;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
