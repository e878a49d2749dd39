import { sign } from 'node:crypto';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from './app-error';
import type { SigningKeys } from './signing-keys';

export const TOKEN_ISSUER = 'member-portal';
export const TOKEN_AUDIENCE = 'member-portal-api';
const ALGORITHM = 'EdDSA';

/** Each kind of token has its own `typ`, so one can never stand in for another. */
export const TOKEN_TYPES = {
  access: 'at+jwt',
  elevated: 'elevated+jwt',
  registration: 'registration+jwt',
  staff: 'staff+jwt',
  impersonation: 'impersonation+jwt',
} as const;
type TokenType = (typeof TOKEN_TYPES)[keyof typeof TOKEN_TYPES];

export interface AccessClaims {
  readonly memberId: number;
  readonly clientId: number;
  readonly sessionId: string;
  readonly permissions: readonly string[];
  readonly loginType: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
  /** Present when support staff are viewing the member's portal with this token. */
  readonly impersonation?: ImpersonationContext;
}

export interface ImpersonationContext {
  readonly id: string;
  readonly staffId: number;
  readonly staffUsername: string;
}

export interface RegistrationClaims {
  readonly memberId: number;
  readonly clientId: number;
  readonly registrationId: string;
}

export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: Date;
}

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs with node:crypto directly: Ed25519 signing is synchronous there and takes microseconds,
 * where WebCrypto (which jose uses) sends each signature to the thread pool and back, a wait
 * every sign-in and renewal would pay. Verification stays with jose, which checks every claim.
 */
async function signToken(
  keys: SigningKeys,
  type: TokenType,
  subject: number,
  claims: JWTPayload,
  now: Date,
  lifetimeSeconds: number,
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + lifetimeSeconds;
  const header = { alg: ALGORITHM, typ: type, kid: keys.keyId };
  const payload = { ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sub: String(subject), iat: issuedAt, exp: expiresAt };
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = sign(null, Buffer.from(signingInput), keys.privateKey).toString('base64url');
  return { token: `${signingInput}.${signature}`, expiresAt: new Date(expiresAt * 1000) };
}

/** Verifies signature, algorithm, type, issuer, audience and expiry; any failure is a 401. */
async function verifyToken(keys: SigningKeys, type: TokenType, token: string, now: Date): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      typ: type,
      currentDate: now,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('SESSION_EXPIRED', 'The token has expired');
    throw new AppError('UNAUTHENTICATED', 'The token is not valid');
  }
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export async function issueAccessToken(
  keys: SigningKeys,
  claims: Omit<AccessClaims, 'expiresAt'>,
  now: Date,
  lifetimeSeconds: number,
): Promise<IssuedToken> {
  const payload = { cid: claims.clientId, sid: claims.sessionId, prm: [...claims.permissions], ltp: claims.loginType };
  return signToken(keys, TOKEN_TYPES.access, claims.memberId, payload, now, lifetimeSeconds);
}

export async function verifyAccessToken(keys: SigningKeys, token: string, now: Date): Promise<AccessClaims> {
  const { sub, cid, sid, prm, ltp, exp } = await verifyToken(keys, TOKEN_TYPES.access, token, now);
  const memberId = Number(sub);
  if (
    Number.isSafeInteger(memberId) &&
    typeof cid === 'number' &&
    typeof sid === 'string' &&
    isStringArray(prm) &&
    typeof ltp === 'string' &&
    typeof exp === 'number'
  ) {
    return { memberId, clientId: cid, sessionId: sid, permissions: prm, loginType: ltp, expiresAt: exp };
  }
  throw new AppError('UNAUTHENTICATED', 'The access token is not valid');
}

/** How many verified access tokens a process remembers; about 6 MB at most. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * `verifyAccessToken` that remembers the tokens it has verified, until they expire: the same
 * token string always verifies the same way, and a member's page sends its token on every call.
 * Only a token that passed every check is remembered; its expiry is checked on every use.
 */
export function createAccessTokenVerifier(keys: SigningKeys): (token: string, now: Date) => Promise<AccessClaims> {
  const verified = new Map<string, AccessClaims>();
  return async (token, now) => {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt <= Math.floor(now.getTime() / 1000)) {
        verified.delete(token);
        throw new AppError('SESSION_EXPIRED', 'The token has expired');
      }
      return known;
    }
    const claims = await verifyAccessToken(keys, token, now);
    // A Map keeps insertion order: the first key is the oldest.
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

/** An elevated-role token: extra permissions for one session, for a few minutes. */
export async function issueElevatedToken(
  keys: SigningKeys,
  session: AccessClaims,
  permissions: readonly string[],
  now: Date,
  lifetimeSeconds: number,
): Promise<IssuedToken> {
  const payload = { cid: session.clientId, sid: session.sessionId, prm: [...permissions] };
  return signToken(keys, TOKEN_TYPES.elevated, session.memberId, payload, now, lifetimeSeconds);
}

/** The extra permissions of an elevated-role token, if it belongs to this very session. */
export async function elevatedPermissions(keys: SigningKeys, token: string, session: AccessClaims, now: Date): Promise<string[]> {
  const { sub, cid, sid, prm } = await verifyToken(keys, TOKEN_TYPES.elevated, token, now);
  const sameSession = Number(sub) === session.memberId && cid === session.clientId && sid === session.sessionId;
  if (!sameSession || !isStringArray(prm)) throw new AppError('UNAUTHENTICATED', 'The elevated-role token belongs to another session');
  return prm;
}

export async function issueRegistrationToken(
  keys: SigningKeys,
  claims: RegistrationClaims,
  now: Date,
  lifetimeSeconds: number,
): Promise<IssuedToken> {
  return signToken(
    keys,
    TOKEN_TYPES.registration,
    claims.memberId,
    { cid: claims.clientId, rid: claims.registrationId },
    now,
    lifetimeSeconds,
  );
}

export async function verifyRegistrationToken(keys: SigningKeys, token: string, now: Date): Promise<RegistrationClaims> {
  const { sub, cid, rid } = await verifyToken(keys, TOKEN_TYPES.registration, token, now).catch(() => {
    throw new AppError('REGISTRATION_EXPIRED', 'The registration has expired; please start again');
  });
  const memberId = Number(sub);
  if (Number.isSafeInteger(memberId) && typeof cid === 'number' && typeof rid === 'string')
    return { memberId, clientId: cid, registrationId: rid };
  throw new AppError('REGISTRATION_EXPIRED', 'The registration token is not valid');
}

/** The `typ` a token's header claims, unverified: only to choose how to verify it. */
export function claimedTokenType(token: string): string | null {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    const typ = typeof header === 'object' && header !== null ? (header as { typ?: unknown }).typ : undefined;
    // Compared as the verifier compares it: without case, and without an `application/` prefix.
    return typeof typ === 'string' ? typ.toLowerCase().replace(/^application\//, '') : null;
  } catch {
    return null;
  }
}

export interface StaffClaims {
  readonly staffId: number;
  readonly sessionId: string;
}

export async function issueStaffToken(keys: SigningKeys, claims: StaffClaims, now: Date, lifetimeSeconds: number): Promise<IssuedToken> {
  return signToken(keys, TOKEN_TYPES.staff, claims.staffId, { sid: claims.sessionId }, now, lifetimeSeconds);
}

export async function verifyStaffToken(keys: SigningKeys, token: string, now: Date): Promise<StaffClaims> {
  const { sub, sid } = await verifyToken(keys, TOKEN_TYPES.staff, token, now);
  const staffId = Number(sub);
  if (Number.isSafeInteger(staffId) && typeof sid === 'string') return { staffId, sessionId: sid };
  throw new AppError('UNAUTHENTICATED', 'The staff token is not valid');
}

export interface ImpersonationClaims {
  readonly impersonationId: string;
  readonly staffId: number;
  readonly memberId: number;
  readonly clientId: number;
}

/** What staff hold while viewing a member's portal: its own type, so it is never a member's token. */
export async function issueImpersonationToken(
  keys: SigningKeys,
  claims: ImpersonationClaims,
  now: Date,
  lifetimeSeconds: number,
): Promise<IssuedToken> {
  const payload = { iid: claims.impersonationId, stf: claims.staffId, cid: claims.clientId };
  return signToken(keys, TOKEN_TYPES.impersonation, claims.memberId, payload, now, lifetimeSeconds);
}

export async function verifyImpersonationToken(keys: SigningKeys, token: string, now: Date): Promise<ImpersonationClaims> {
  const { sub, iid, stf, cid } = await verifyToken(keys, TOKEN_TYPES.impersonation, token, now);
  const memberId = Number(sub);
  if (Number.isSafeInteger(memberId) && typeof iid === 'string' && typeof stf === 'number' && typeof cid === 'number')
    return { impersonationId: iid, staffId: stf, memberId, clientId: cid };
  throw new AppError('UNAUTHENTICATED', 'The impersonation token is not valid');
}

/**
 * A member's call may name the member it is about only when support staff view that member:
 * the member an impersonation was opened for, however the id is sent.
 */
export function assertMayNameMember(member: AccessClaims, namedMemberId: number | undefined): void {
  if (namedMemberId !== undefined && (!member.impersonation || namedMemberId !== member.memberId)) {
    throw new AppError('FORBIDDEN', 'Only support staff viewing this member may name them');
  }
}
