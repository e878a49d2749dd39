import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { issueAccessToken, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from './access-tokens';
import type { AppError } from './app-error';
import { generateSigningKeys } from './signing-keys';

const keys = generateSigningKeys();
const NOW = new Date('2026-03-02T15:00:00Z');
const CLAIMS = { memberId: 7, clientId: 1, sessionId: 's-1', permissions: ['manage_member_account::data'], loginType: 'PASSWORD' };

async function refusal(token: string, now = NOW): Promise<string> {
  try {
    await verifyAccessToken(keys, token, now);
    return 'accepted';
  } catch (error) {
    return (error as AppError).code;
  }
}

function forged(options: { issuer?: string; audience?: string; type?: string; alg?: string } = {}) {
  return new SignJWT({ cid: 1, sid: 's-1', prm: [], ltp: 'PASSWORD' })
    .setProtectedHeader({ alg: options.alg ?? 'EdDSA', typ: options.type ?? 'at+jwt' })
    .setIssuer(options.issuer ?? TOKEN_ISSUER)
    .setAudience(options.audience ?? TOKEN_AUDIENCE)
    .setSubject('7')
    .setIssuedAt(Math.floor(NOW.getTime() / 1000))
    .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 600);
}

describe('access tokens', () => {
  it('round-trip their claims', async () => {
    const { token, expiresAt } = await issueAccessToken(keys, CLAIMS, NOW, 600);
    expect(expiresAt.getTime()).toBe(NOW.getTime() + 600_000);
    expect(await verifyAccessToken(keys, token, NOW)).toEqual({ ...CLAIMS, expiresAt: NOW.getTime() / 1000 + 600 });
  });

  it('are refused once expired, as an expired session', async () => {
    const { token } = await issueAccessToken(keys, CLAIMS, NOW, 600);
    expect(await refusal(token, new Date(NOW.getTime() + 601_000))).toBe('SESSION_EXPIRED');
  });

  it('are refused unsigned (alg none), signed by another key, or by another algorithm', async () => {
    const unsigned = new UnsecuredJWT({ cid: 1, sid: 's-1', prm: [], ltp: 'PASSWORD' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('7')
      .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 600)
      .encode();
    expect(await refusal(unsigned)).toBe('UNAUTHENTICATED');
    expect(await refusal(await forged().sign(generateSigningKeys().privateKey))).toBe('UNAUTHENTICATED');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(await refusal(await forged({ alg: 'RS256' }).sign(rsa))).toBe('UNAUTHENTICATED');
  });

  it('are refused with the wrong issuer, audience or type', async () => {
    expect(await refusal(await forged({ issuer: 'someone-else' }).sign(keys.privateKey))).toBe('UNAUTHENTICATED');
    expect(await refusal(await forged({ audience: 'another-api' }).sign(keys.privateKey))).toBe('UNAUTHENTICATED');
    expect(await refusal(await forged({ type: 'refresh+jwt' }).sign(keys.privateKey))).toBe('UNAUTHENTICATED');
    expect(await refusal(await forged().sign(keys.privateKey))).toBe('accepted');
  });

  it('are refused when tampered with', async () => {
    const { token } = await issueAccessToken(keys, CLAIMS, NOW, 600);
    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' })).toString(
      'base64url',
    );
    expect(await refusal(`${header}.${raised}.${signature}`)).toBe('UNAUTHENTICATED');
  });
});
