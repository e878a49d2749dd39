import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './app-error';
import type { SigningKeys } from './signing-keys';

export const TOKEN_ISSUER = 'member-portal';
export const TOKEN_AUDIENCE = 'member-portal-api';
const ACCESS_TOKEN_TYPE = 'at+jwt';
const ALGORITHM = 'EdDSA';

export interface AccessClaims {
  readonly memberId: number;
  readonly clientId: number;
  readonly sessionId: string;
  readonly permissions: readonly string[];
  readonly loginType: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
}

export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: Date;
}

export async function issueAccessToken(
  keys: SigningKeys,
  claims: Omit<AccessClaims, 'expiresAt'>,
  now: Date,
  lifetimeSeconds: number,
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + lifetimeSeconds;
  const token = await new SignJWT({ cid: claims.clientId, sid: claims.sessionId, prm: claims.permissions, ltp: claims.loginType })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE, kid: keys.keyId })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(String(claims.memberId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.privateKey);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

function readClaims(payload: Record<string, unknown>): AccessClaims | undefined {
  const { sub, cid, sid, prm, ltp, exp } = payload;
  const memberId = Number(sub);
  const valid =
    Number.isSafeInteger(memberId) &&
    typeof cid === 'number' &&
    typeof sid === 'string' &&
    Array.isArray(prm) &&
    prm.every((permission) => typeof permission === 'string') &&
    typeof ltp === 'string' &&
    typeof exp === 'number';
  return valid ? { memberId, clientId: cid, sessionId: sid, permissions: prm, loginType: ltp, expiresAt: exp } : undefined;
}

/** Verifies signature, algorithm, type, issuer, audience and expiry; any failure is a 401. */
export async function verifyAccessToken(keys: SigningKeys, token: string, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      typ: ACCESS_TOKEN_TYPE,
      currentDate: now,
    });
    const claims = readClaims(payload);
    if (claims) return claims;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('SESSION_EXPIRED', 'The access token has expired');
  }
  throw new AppError('UNAUTHENTICATED', 'The access token is not valid');
}

/** Refuses a call whose token lacks a permission the call needs. */
export function requirePermission(member: AccessClaims, permission: string): void {
  if (!member.permissions.includes(permission)) throw new AppError('FORBIDDEN', `This needs the ${permission} permission`);
}
