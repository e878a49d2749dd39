import { randomBytes, randomUUID } from 'node:crypto';
import type { StaffAccount, StaffRole } from '@portal/contract';
import {
  IMPERSONATION_LIMIT_MS,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILED_ATTEMPTS,
  SESSION_TOUCH_INTERVAL_MS,
  STAFF_SEARCH_LIMIT,
  STAFF_TOKEN_LIFETIME_SECONDS,
  isSessionIdle,
  normalizeUsername,
} from '@portal/domain';
import type { MemberDirectory } from '../../core/member-directory';
import type { AttemptLimiter } from '../../core/attempt-limits';
import { MEMBER_PERMISSIONS } from '../../core/member-sessions';
import type { Database } from '../../db/database';
import { issueImpersonationToken, issueStaffToken, verifyStaffToken, type ImpersonationClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, type PasswordVerifier } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import type { SigningKeys } from '../../lib/signing-keys';
import type { ImpersonationAccess, RequestPlace, StaffContext } from '../../lib/staff-access';
import { createTotpEnrolment, matchingTotpStep } from '../../lib/totp';
import type { AuditLog } from './audit-log';
import type { MemberSearch, StaffAccountRow, StaffRepository } from './staff.repository';

export interface NewStaffAccount {
  readonly username: string;
  readonly displayName: string;
  readonly role: StaffRole;
}

export interface StaffCredentials {
  readonly password: string;
  readonly totpSecret: string;
}

export interface StaffDependencies {
  readonly db: Database;
  readonly repository: StaffRepository;
  readonly directory: MemberDirectory;
  readonly audit: AuditLog;
  readonly limiter: AttemptLimiter;
  readonly passwords: PasswordVerifier;
  readonly secretBox: SecretBox;
  readonly keys: SigningKeys;
  readonly clock: Clock;
}

const IMPERSONATION_LOGIN_TYPE = 'IMPERSONATION';
/** The same lock-out as members'. */
const STAFF_LOGIN_LIMIT = { max: LOGIN_MAX_FAILED_ATTEMPTS, lockMs: LOGIN_LOCK_MS } as const;
const invalidCredentials = (): AppError => new AppError('INVALID_CREDENTIALS', 'Invalid credentials');
const sessionEnded = (message: string): AppError => new AppError('SESSION_EXPIRED', message);

export const toStaffAccount = (row: StaffAccountRow): StaffAccount => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  disabled: row.disabledAt !== null,
});

export function createStaffService({ db, repository, directory, audit, limiter, passwords, secretBox, keys, clock }: StaffDependencies) {
  return {
    /** A new account with a generated password and authenticator secret, shown once to whoever creates it. */
    async createAccount(input: NewStaffAccount, place: RequestPlace, createdBy: number | null) {
      const totp = await createTotpEnrolment('Member portal staff', normalizeUsername(input.username));
      const credentials = { password: randomBytes(15).toString('base64url'), totpSecret: totp.secret };
      return { ...(await insertAccount(input, credentials, place, createdBy)), otpauthUri: totp.otpauthUri };
    },

    /** The demo's staff, with their known credentials, unless they exist already. */
    async ensureAccount(input: NewStaffAccount, credentials: StaffCredentials, place: RequestPlace): Promise<void> {
      if (await repository.accountByUsername(normalizeUsername(input.username))) return;
      await insertAccount(input, credentials, place, null);
    },

    /**
     * Password and authenticator code, always. Attempts are counted as members' are; a locked,
     * disabled or unknown account gets the same answer as a wrong password. One audit row each.
     */
    async signIn(input: { username: string; password: string; totp: string }, place: RequestPlace) {
      const now = clock.now();
      const username = normalizeUsername(input.username);
      const attemptKey = `staff-login:${username}`;
      const [admitted, account] = await Promise.all([limiter.admit(attemptKey, STAFF_LOGIN_LIMIT), repository.accountByUsername(username)]);
      const passwordMatches =
        admitted && account
          ? await passwords.verify(account.passwordHash, input.password)
          : await passwords.verifyAgainstDecoy(input.password);
      const step = passwordMatches && account ? matchingTotpStep(secretBox.open(account.totpSecretSealed), input.totp, now) : null;
      const usable = account && !account.disabledAt && step !== null && (await repository.acceptTotpStep(account.id, step));
      if (!usable) {
        await audit.record({ staffId: account?.id ?? null, action: 'STAFF_SIGN_IN', ...place, outcome: 401 }, now);
        throw invalidCredentials();
      }
      const sessionId = randomUUID();
      await db.transaction(async (tx) => {
        await repository.insertSession(tx, { id: sessionId, staffId: account.id, createdAt: now, lastSeenAt: now });
        await audit.record({ staffId: account.id, action: 'STAFF_SIGN_IN', ...place, outcome: 200 }, now, tx);
      });
      await limiter.clear(attemptKey);
      const issued = await issueStaffToken(keys, { staffId: account.id, sessionId }, now, STAFF_TOKEN_LIFETIME_SECONDS);
      return { jwt: issued.token, expiresAt: issued.expiresAt.toISOString(), staff: toStaffAccount(account) };
    },

    /** Every staff request: the token, its session alive and not idle, the account not disabled. */
    async authenticate(token: string): Promise<StaffContext> {
      const now = clock.now();
      const claims = await verifyStaffToken(keys, token, now);
      const found = await repository.sessionWithAccount(claims.sessionId);
      if (!found || found.account.id !== claims.staffId || found.session.revokedAt) throw sessionEnded('The staff session has ended');
      if (found.account.disabledAt) throw sessionEnded('The staff account is disabled');
      if (isSessionIdle(found.session.lastSeenAt, now)) throw sessionEnded('The staff session ended after inactivity');
      if (now.getTime() - found.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS)
        await repository.touchSession(claims.sessionId, now);
      return { staffId: found.account.id, username: found.account.username, role: found.account.role, sessionId: claims.sessionId };
    },

    async signOut(staff: StaffContext, place: RequestPlace): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repository.endSessions(tx, { sessionId: staff.sessionId }, now, 'staff-sign-out');
        await audit.record({ staffId: staff.staffId, action: 'STAFF_SIGN_OUT', ...place, outcome: 200 }, now, tx);
      });
    },

    clients: () => repository.clientsForStaff(),

    async searchMembers(search: MemberSearch) {
      if (!search.memberNumber?.trim() && !search.name?.trim() && !search.birthDate) {
        throw new AppError('VALIDATION_FAILED', 'Search by member number, name or birth date', { memberNumber: 'validation.required' });
      }
      const rows = await repository.searchMembers(search);
      const members = rows.slice(0, STAFF_SEARCH_LIMIT).map(({ username, ...row }) => ({ ...row, registered: username !== null }));
      return { members, truncated: rows.length > STAFF_SEARCH_LIMIT };
    },

    async rosterRecord(memberId: number) {
      const member = await repository.memberWithClient(memberId);
      if (!member) throw new AppError('MEMBER_NOT_FOUND', 'There is no such member');
      const coverages = await directory.coveragesOf({ memberId, clientId: member.clientId });
      const street = [member.rosterStreet1, member.rosterStreet2].filter(Boolean).join(', ');
      const address = street ? `${street}, ${member.rosterCity ?? ''} ${member.rosterState ?? ''} ${member.rosterZip ?? ''}`.trim() : null;
      return {
        memberId: member.id,
        clientId: member.clientId,
        clientAbbreviation: member.clientAbbreviation,
        clientMemberId: member.clientMemberId,
        firstName: member.firstName,
        lastName: member.lastName,
        birthDate: member.dob,
        gender: member.gender,
        email: member.rosterEmail,
        phone: member.rosterPhone,
        address,
        registered: member.username !== null,
        username: member.username,
        rosterGuardian: member.rosterGuardianFirstName
          ? `${member.rosterGuardianFirstName} ${member.rosterGuardianLastName ?? ''} (${member.rosterGuardianDob ?? ''})`
          : null,
        managedBy: member.guardianFirstName ? `${member.guardianFirstName} ${member.guardianLastName ?? ''}` : null,
        coverages,
      };
    },

    /** Opens a read-only view of a member's portal for 30 minutes; the row and its audit in one transaction. */
    async startImpersonation(staff: StaffContext, input: { memberId: number; reason: string }, place: RequestPlace) {
      const member = await repository.memberWithClient(input.memberId);
      if (!member) throw new AppError('MEMBER_NOT_FOUND', 'There is no such member');
      if (member.username === null) throw new AppError('MEMBER_NOT_REGISTERED', 'This member has no portal account yet');
      const now = clock.now();
      const impersonationId = randomUUID();
      const clientId = member.clientId;
      const expiresAt = new Date(now.getTime() + IMPERSONATION_LIMIT_MS);
      await db.transaction(async (tx) => {
        await repository.insertImpersonation(tx, {
          id: impersonationId,
          staffSessionId: staff.sessionId,
          staffId: staff.staffId,
          clientId,
          memberId: input.memberId,
          reason: input.reason,
          startedAt: now,
          expiresAt,
        });
        await audit.record(
          {
            staffId: staff.staffId,
            memberId: input.memberId,
            clientId,
            impersonationId,
            action: 'IMPERSONATION_START',
            ...place,
            outcome: 200,
            reason: input.reason,
          },
          now,
          tx,
        );
      });
      const token = await issueImpersonationToken(
        keys,
        { impersonationId, staffId: staff.staffId, memberId: input.memberId, clientId },
        now,
        IMPERSONATION_LIMIT_MS / 1000,
      );
      return {
        impersonationId,
        jwt: token.token,
        expiresAt: expiresAt.toISOString(),
        clientAbbreviation: member.clientAbbreviation,
        memberId: input.memberId,
      };
    },

    async endImpersonation(staff: StaffContext, impersonationId: string, place: RequestPlace): Promise<void> {
      const found = await repository.impersonationWithStaff(impersonationId);
      if (!found || found.impersonation.staffId !== staff.staffId) throw new AppError('NOT_FOUND', 'There is no such impersonation');
      const { impersonation } = found;
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!impersonation.endedAt) await repository.endImpersonation(tx, impersonationId, now, 'staff-left');
        await audit.record(
          {
            staffId: staff.staffId,
            memberId: impersonation.memberId,
            clientId: impersonation.clientId,
            impersonationId,
            action: 'IMPERSONATION_END',
            ...place,
            outcome: 200,
            reason: impersonation.reason,
          },
          now,
          tx,
        );
      });
    },

    /**
     * A request made with a verified impersonation token: the impersonation must still hold (not
     * ended, within its 30 minutes, its staff session alive and account enabled). It answers
     * claims the member routes read as the member's own, marked as an impersonation.
     */
    async impersonationAccess(claims: ImpersonationClaims): Promise<ImpersonationAccess> {
      const now = clock.now();
      const found = await repository.impersonationWithStaff(claims.impersonationId);
      if (!found || found.impersonation.memberId !== claims.memberId) throw sessionEnded('The impersonation has ended');
      const { impersonation } = found;
      if (impersonation.endedAt || impersonation.expiresAt <= now) throw sessionEnded('The impersonation has ended');
      if (found.staffDisabledAt || found.sessionRevokedAt) throw sessionEnded('The staff session has ended');
      // Viewing a portal is the staff member being active: it keeps their session, which ends when idle.
      if (isSessionIdle(found.sessionLastSeenAt, now)) throw sessionEnded('The staff session ended after inactivity');
      if (now.getTime() - found.sessionLastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await repository.touchSession(impersonation.staffSessionId, now);
      }
      return {
        staffId: impersonation.staffId,
        reason: impersonation.reason,
        claims: {
          memberId: impersonation.memberId,
          clientId: impersonation.clientId,
          sessionId: impersonation.id,
          permissions: MEMBER_PERMISSIONS,
          loginType: IMPERSONATION_LOGIN_TYPE,
          expiresAt: Math.floor(impersonation.expiresAt.getTime() / 1000),
          impersonation: { id: impersonation.id, staffId: impersonation.staffId, staffUsername: found.staffUsername },
        },
      };
    },

    async listAccounts(): Promise<StaffAccount[]> {
      return (await repository.listAccounts()).map(toStaffAccount);
    },

    /** Disabling ends the account's sessions and any member portal it is viewing, at once. */
    async setDisabled(admin: StaffContext, staffId: number, disabled: boolean, place: RequestPlace): Promise<StaffAccount> {
      if (staffId === admin.staffId && disabled) throw new AppError('FORBIDDEN', 'Administrators cannot disable their own account');
      return switchAccount(admin.staffId, staffId, disabled, place);
    },

    /** The same from the command line, by username; the row names the account itself. */
    async setDisabledFromCommandLine(username: string, disabled: boolean, place: RequestPlace): Promise<StaffAccount> {
      const account = await repository.accountByUsername(normalizeUsername(username));
      if (!account) throw new AppError('NOT_FOUND', `There is no staff account ${username}`);
      return switchAccount(account.id, account.id, disabled, place);
    },
  };

  async function insertAccount(input: NewStaffAccount, credentials: StaffCredentials, place: RequestPlace, createdBy: number | null) {
    const username = normalizeUsername(input.username);
    if (!/^[a-z0-9._-]{3,64}$/.test(username))
      throw new AppError('VALIDATION_FAILED', 'Usernames are 3 to 64 letters, digits, dots, dashes');
    if (await repository.accountByUsername(username)) throw new AppError('USERNAME_TAKEN', 'That username is taken');
    const now = clock.now();
    const passwordHash = await hashPassword(credentials.password);
    const account = await db.transaction(async (tx) => {
      const created = await repository.insertAccount(tx, {
        username,
        displayName: input.displayName.trim(),
        role: input.role,
        passwordHash,
        totpSecretSealed: secretBox.seal(credentials.totpSecret),
      });
      const reason = `created ${username}`;
      await audit.record({ staffId: createdBy ?? created.id, action: 'STAFF_ACCOUNT_CHANGE', ...place, outcome: 200, reason }, now, tx);
      return created;
    });
    return { account: toStaffAccount(account), ...credentials };
  }

  async function switchAccount(actorId: number, staffId: number, disabled: boolean, place: RequestPlace): Promise<StaffAccount> {
    const now = clock.now();
    const account = await db.transaction(async (tx) => {
      const changed = await repository.setDisabled(tx, staffId, disabled ? now : null);
      if (!changed) throw new AppError('NOT_FOUND', 'There is no such staff account');
      if (disabled) await repository.endSessions(tx, { staffId }, now, 'account-disabled');
      await audit.record(
        {
          staffId: actorId,
          action: 'STAFF_ACCOUNT_CHANGE',
          ...place,
          outcome: 200,
          reason: `${disabled ? 'disabled' : 'enabled'} ${changed.username}`,
        },
        now,
        tx,
      );
      return changed;
    });
    return toStaffAccount(account);
  }
}

export type StaffService = ReturnType<typeof createStaffService>;
