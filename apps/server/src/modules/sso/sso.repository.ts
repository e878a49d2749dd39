import type { SsoLoginType } from '@portal/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { clientSsoSettings, samlAssertionIds, ssoAttempts, ssoHandoffs, ssoIdentities } from '../../db/schema';

export type SsoSettingsRow = typeof clientSsoSettings.$inferSelect;
export type SsoSettingsValues = typeof clientSsoSettings.$inferInsert;
export type SsoAttemptRow = typeof ssoAttempts.$inferSelect;
export type NewSsoAttempt = typeof ssoAttempts.$inferInsert;

export function createSsoRepository(db: Database) {
  return {
    async findSettings(clientId: number): Promise<SsoSettingsRow | undefined> {
      const [row] = await db.select().from(clientSsoSettings).where(eq(clientSsoSettings.clientId, clientId));
      return row;
    },

    async saveSettings(values: SsoSettingsValues): Promise<void> {
      await db
        .insert(clientSsoSettings)
        .values(values)
        .onConflictDoUpdate({ target: clientSsoSettings.clientId, set: { ...values, updatedAt: new Date() } });
    },

    async removeSettings(clientId: number): Promise<void> {
      await db.delete(clientSsoSettings).where(eq(clientSsoSettings.clientId, clientId));
    },

    async openAttempt(attempt: NewSsoAttempt): Promise<void> {
      await db.insert(ssoAttempts).values(attempt);
    },

    /** Spends an attempt once: a second callback with the same attempt finds nothing. */
    async spendAttempt(id: string, clientId: number, browserBindingHash: string, now: Date): Promise<SsoAttemptRow | undefined> {
      const [row] = await db
        .update(ssoAttempts)
        .set({ usedAt: now })
        .where(
          and(
            eq(ssoAttempts.id, id),
            eq(ssoAttempts.clientId, clientId),
            eq(ssoAttempts.browserBindingHash, browserBindingHash),
            isNull(ssoAttempts.usedAt),
            gt(ssoAttempts.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Spends the SP-initiated SAML attempt a response answers (its InResponseTo), started by this browser. */
    async spendSamlAttempt(
      clientId: number,
      samlRequestId: string,
      browserBindingHash: string,
      now: Date,
    ): Promise<SsoAttemptRow | undefined> {
      const [row] = await db
        .update(ssoAttempts)
        .set({ usedAt: now })
        .where(
          and(
            eq(ssoAttempts.clientId, clientId),
            eq(ssoAttempts.samlRequestId, samlRequestId),
            eq(ssoAttempts.browserBindingHash, browserBindingHash),
            isNull(ssoAttempts.usedAt),
            gt(ssoAttempts.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Records an assertion id; false when it was already accepted (a replay). */
    async acceptAssertionOnce(clientId: number, assertionId: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.delete(samlAssertionIds).where(and(eq(samlAssertionIds.clientId, clientId), lt(samlAssertionIds.expiresAt, now)));
      const inserted = await db
        .insert(samlAssertionIds)
        .values({ clientId, assertionId, expiresAt })
        .onConflictDoNothing()
        .returning({ assertionId: samlAssertionIds.assertionId });
      return inserted.length === 1;
    },

    async findIdentity(clientId: number, issuer: string, subject: string) {
      const [row] = await db
        .select({ id: ssoIdentities.id, memberId: ssoIdentities.memberId })
        .from(ssoIdentities)
        .where(and(eq(ssoIdentities.clientId, clientId), eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)));
      return row;
    },

    async findIdentityOfMember(member: MemberKey, issuer: string) {
      const [row] = await db
        .select({ subject: ssoIdentities.subject, email: ssoIdentities.email, phone: ssoIdentities.phone })
        .from(ssoIdentities)
        .where(and(ownedBy(ssoIdentities, member), eq(ssoIdentities.issuer, issuer)));
      return row;
    },

    async linkIdentity(values: typeof ssoIdentities.$inferInsert): Promise<void> {
      await db.insert(ssoIdentities).values(values);
    },

    async touchIdentity(id: number, contacts: { email: string | null; phone: string | null }, now: Date): Promise<void> {
      await db
        .update(ssoIdentities)
        .set({
          lastSignInAt: now,
          ...(contacts.email ? { email: contacts.email } : {}),
          ...(contacts.phone ? { phone: contacts.phone } : {}),
        })
        .where(eq(ssoIdentities.id, id));
    },

    async createHandoff(values: { codeHash: string; clientId: number; memberId: number; loginType: SsoLoginType; expiresAt: Date }) {
      await db.insert(ssoHandoffs).values(values);
    },

    async spendHandoff(codeHash: string, clientId: number, now: Date) {
      const [row] = await db
        .update(ssoHandoffs)
        .set({ usedAt: now })
        .where(
          and(
            eq(ssoHandoffs.codeHash, codeHash),
            eq(ssoHandoffs.clientId, clientId),
            isNull(ssoHandoffs.usedAt),
            gt(ssoHandoffs.expiresAt, now),
          ),
        )
        .returning({ memberId: ssoHandoffs.memberId, loginType: ssoHandoffs.loginType });
      return row;
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
