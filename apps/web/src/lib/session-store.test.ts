import { describe, expect, it } from 'vitest';
import { accessToken } from '../test/fixtures';
import { decodeAccessToken, expiredSessionStatus, isSignedIn, sessionStore, startSession } from './session-store';

describe('session store', () => {
  it('reads expiry and permissions from the access token', () => {
    expect(decodeAccessToken(accessToken({ exp: 2_000_000_000, prm: ['a', 'b'] }))).toEqual({
      expiresAt: 2_000_000_000_000,
      permissions: ['a', 'b'],
    });
    expect(decodeAccessToken('garbage')).toBeNull();
  });

  it('is signed in while the token exists and has not expired, and MFA is not pending', () => {
    const session = startSession({ memberId: 42, jwt: accessToken({ exp: 2_000_000_000 }), refreshToken: 'r' });
    expect(isSignedIn(session, session!.expiresAt - 1)).toBe(true);
    expect(isSignedIn(session, session!.expiresAt)).toBe(false);
    expect(isSignedIn(null)).toBe(false);
    const pending = startSession({
      memberId: 42,
      jwt: accessToken({ exp: 2_000_000_000, prm: ['mfa_verification_required::EMAIL'] }),
      refreshToken: null,
    });
    expect(isSignedIn(pending, pending!.expiresAt - 1)).toBe(false);
  });

  it('renews an expired token only when a refresh token can, and otherwise calls the session lost', () => {
    const renewable = startSession({ memberId: 42, jwt: accessToken({ exp: 2_000_000_000 }), refreshToken: 'r' })!;
    expect(expiredSessionStatus(renewable, renewable.expiresAt - 1)).toBe('current');
    expect(expiredSessionStatus(renewable, renewable.expiresAt)).toBe('renewable');
    expect(expiredSessionStatus({ ...renewable, refreshToken: null }, renewable.expiresAt)).toBe('lost');
    expect(expiredSessionStatus(null)).toBe('current');
  });

  it("keeps the session in the client's partition of local storage", () => {
    startSession({ memberId: 42, jwt: accessToken({ exp: 2_000_000_000 }), refreshToken: null });
    expect(JSON.parse(window.localStorage.getItem('portal:session')!)).toMatchObject({ memberId: 42 });
    sessionStore.set(null);
    expect(window.localStorage.getItem('portal:session')).toBeNull();
  });
});
