import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setImmediate as afterPendingWork } from 'node:timers/promises';
import { PERMISSIONS } from '@portal/contract';
import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_SECONDS, SESSION_TOUCH_INTERVAL_MS, isSessionIdle } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { prepareStatement, type Database } from '../db/database';
import { ownedBy, type MemberKey } from '../db/member-owned';
import { members, memberSessions, refreshTokens } from '../db/schema';
import { createAccessTokenVerifier, issueAccessToken, type AccessClaims } from '../lib/access-tokens';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { SigningKeys } from '../lib/signing-keys';
import { createSessionGate } from './session-gate';
import { retriedOnceAfterDeadlock } from '../lib/deadlock-retry';

/** What a complete member session may do. */
export const MEMBER_PERMISSIONS: readonly string[] = [PERMISSIONS.manageMemberAccount, PERMISSIONS.manageContactInformation];

export interface OpenedSession {
  readonly sessionId: string;
  readonly jwt: string;
  readonly refreshToken: string | null;
}

export interface SessionRequest {
  readonly clientId: number;
  readonly memberId: number;
  readonly loginType: string;
  readonly permissions: readonly string[];
  readonly issueRefreshToken: boolean;
  /** A complete sign-in counts as the member's last login; a pre-MFA one does not yet. */
  readonly recordsLogin: boolean;
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const sessionEnded = (reason: string): AppError => new AppError('SESSION_EXPIRED', reason);
const refreshRefused = (): AppError => new AppError('REFRESH_TOKEN_INVALID', 'The refresh token is not valid');

/**
 * Member sessions: opened at sign-in, checked on every call (revoked, idle), renewed by access
 * token or by refresh token, and ended by logout or by a password reset.
 */
export function createMemberSessions(db: Database, keys: SigningKeys, clock: Clock) {
  const verifyAccessToken = createAccessTokenVerifier(keys);
  const gate = createSessionGate(db);
  // Every member call reads its session: prepared once per connection.
  const sessionById = db
    .select({ memberId: memberSessions.memberId, lastSeenAt: memberSessions.lastSeenAt, revokedAt: memberSessions.revokedAt })
    .from(memberSessions)
    .where(eq(memberSessions.id, sql.placeholder('sessionId')))
    .prepare('session_by_id');
  const placeholder = (name: string) => sql.placeholder(name);
  // The session, the member's last login and the refresh token (when one is asked for), in one statement.
  const insertSession = prepareStatement(
    db,
    'open_session',
    sql`with session as (
          insert into member_sessions (id, client_id, member_id, login_type, created_at, last_seen_at)
          values (${placeholder('sessionId')}, ${placeholder('clientId')}, ${placeholder('memberId')}, ${placeholder('loginType')},
            ${placeholder('now')}, ${placeholder('now')})
          returning id
        ), login as (
          update members set previous_login_at = last_login_at, last_login_at = ${placeholder('now')}
          where id = ${placeholder('memberId')} and client_id = ${placeholder('clientId')} and ${placeholder('recordsLogin')}::boolean
        )
        insert into refresh_tokens (session_id, token_hash, created_at, expires_at)
        select id, ${placeholder('tokenHash')}::text, ${placeholder('now')}::timestamptz, ${placeholder('refreshExpiresAt')}::timestamptz
        from session where ${placeholder('tokenHash')}::text is not null`,
  );

  async function newRefreshToken(tx: Database, sessionId: string, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000);
    await tx.insert(refreshTokens).values({ sessionId, tokenHash: hashOpaqueToken(token), createdAt: now, expiresAt });
    return token;
  }

  async function accessToken(claims: Omit<AccessClaims, 'expiresAt'>, now: Date): Promise<string> {
    // Every member token is minted here: staff viewing a member's portal never get one.
    if (claims.impersonation)
      throw new AppError('IMPERSONATION_READ_ONLY', 'Staff viewing a member portal cannot renew into a member session');
    return (await issueAccessToken(keys, claims, now, ACCESS_TOKEN_LIFETIME_SECONDS)).token;
  }

  async function recordLogin(tx: Database, member: MemberKey, now: Date): Promise<void> {
    await tx
      .update(members)
      .set({ previousLoginAt: sql`${members.lastLoginAt}`, lastLoginAt: now })
      .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)));
  }

  async function revokeSession(tx: Database, sessionId: string, reason: string, now: Date): Promise<void> {
    gate.forget(sessionId);
    await tx
      .update(memberSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  }

  /**
   * The session behind a refresh token that is still good; a spent one revokes its family.
   * Locks are taken in one order, the session row first and then its tokens, as logout and
   * revocation do: parallel refreshes of one family queue on the session instead of deadlocking.
   */
  async function spendRefreshToken(refreshToken: string, clientId: number, now: Date) {
    const tokenHash = hashOpaqueToken(refreshToken);
    const [family] = await db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!family) return null;
    return retriedOnceAfterDeadlock(() =>
      db.transaction(async (tx) => {
        const [session] = await tx.select().from(memberSessions).where(eq(memberSessions.id, family.sessionId)).for('update');
        const [spent] = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
          .returning({ expiresAt: refreshTokens.expiresAt });
        if (!spent) {
          // A token used twice was copied: the whole family (session) ends.
          await revokeSession(tx, family.sessionId, 'refresh-token-reuse', now);
          return null;
        }
        const usable =
          session &&
          !session.revokedAt &&
          session.clientId === clientId &&
          spent.expiresAt > now &&
          !isSessionIdle(session.lastSeenAt, now);
        if (!usable) return null;
        return { session, refreshToken: await newRefreshToken(tx, session.id, now) };
      }),
    );
  }

  return {
    /**
     * Opens a session in one statement (session, last login, refresh token), rather than a
     * transaction of four round trips: sign-in waits for each.
     */
    async open(request: SessionRequest): Promise<OpenedSession> {
      const now = clock.now();
      const sessionId = randomUUID();
      const refreshToken = request.issueRefreshToken ? randomBytes(32).toString('base64url') : null;
      const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000);
      const statement = insertSession({
        sessionId,
        clientId: request.clientId,
        memberId: request.memberId,
        loginType: request.loginType,
        now,
        recordsLogin: request.recordsLogin,
        tokenHash: refreshToken === null ? null : hashOpaqueToken(refreshToken),
        refreshExpiresAt,
      });
      // The pool hands the statement to a connection on a later tick; signing waits for that
      // turn, so the token is signed while the database writes instead of before it starts.
      const signed = afterPendingWork().then(() => accessToken({ ...request, sessionId }, now));
      const [, jwt] = await Promise.all([statement, signed]);
      return { sessionId, jwt, refreshToken };
    },

    /** After MFA: the same session with the member's full permissions, and its refresh token. */
    async complete(pending: AccessClaims, permissions: readonly string[], issueRefreshToken: boolean): Promise<OpenedSession> {
      const now = clock.now();
      const refreshToken = await db.transaction(async (tx) => {
        await recordLogin(tx, pending, now);
        return issueRefreshToken ? newRefreshToken(tx, pending.sessionId, now) : null;
      });
      const jwt = await accessToken({ ...pending, permissions }, now);
      return { sessionId: pending.sessionId, jwt, refreshToken };
    },

    /**
     * A verified token of this client whose session is neither revoked nor idle too long.
     * Calls that are not the member's own doing (token renewal) pass `activity: false`.
     */
    async authenticate(token: string, clientId: number, options: { activity: boolean } = { activity: true }): Promise<AccessClaims> {
      const now = clock.now();
      const claims = await verifyAccessToken(token, now);
      if (claims.clientId !== clientId) throw new AppError('UNAUTHENTICATED', 'The access token belongs to another client');
      if (gate.admits(claims.sessionId, claims.memberId, now)) return claims;
      const [session] = await sessionById.execute({ sessionId: claims.sessionId });
      if (!session || session.revokedAt || session.memberId !== claims.memberId) throw sessionEnded('The session has ended');
      if (isSessionIdle(session.lastSeenAt, now)) {
        await revokeSession(db, claims.sessionId, 'idle', now);
        throw sessionEnded('The session ended after inactivity');
      }
      let lastSeenAt = session.lastSeenAt;
      if (options.activity && now.getTime() - lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await db.update(memberSessions).set({ lastSeenAt: now }).where(eq(memberSessions.id, claims.sessionId));
        lastSeenAt = now;
      }
      gate.trust(claims.sessionId, claims.memberId, lastSeenAt);
      return claims;
    },

    /** A fresh access token for the same session and permissions. */
    async renew(claims: AccessClaims): Promise<string> {
      return accessToken(claims, clock.now());
    },

    /** Spends a refresh token for a new access token and its successor (rotation). */
    async refresh(refreshToken: string, clientId: number, permissions: readonly string[]): Promise<OpenedSession & { memberId: number }> {
      const now = clock.now();
      const renewed = await spendRefreshToken(refreshToken, clientId, now);
      if (!renewed) throw refreshRefused();
      const { session } = renewed;
      const jwt = await accessToken(
        { memberId: session.memberId, clientId, sessionId: session.id, permissions, loginType: session.loginType },
        now,
      );
      return { sessionId: session.id, memberId: session.memberId, jwt, refreshToken: renewed.refreshToken };
    },

    async revoke(sessionId: string, reason: string): Promise<void> {
      await revokeSession(db, sessionId, reason, clock.now());
    },

    /** Ends every session of a member (a password reset, a deleted account). */
    async revokeAllForMember(tx: Database, member: MemberKey, reason: string): Promise<void> {
      const sessions = await tx
        .select({ id: memberSessions.id })
        .from(memberSessions)
        .where(and(ownedBy(memberSessions, member), isNull(memberSessions.revokedAt)));
      for (const session of sessions) await revokeSession(tx, session.id, reason, clock.now());
    },
  };
}

export type MemberSessions = ReturnType<typeof createMemberSessions>;
