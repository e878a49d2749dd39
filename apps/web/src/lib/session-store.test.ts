import { describe, expect, it } from 'vitest';
import { accessToken } from '../test/fixtures';
import { decodeAccessToken, isSignedIn, sessionStore, startSession } from './session-store';

describe('session store', () => {
  it('reads expiry and permissions from the access token', () => {
    expect(decodeAccessToken(accessToken({ exp: 2_000_000_000, prm: ['a', 'b'] }))).toEqual({
      expiresAt: 2_000_000_000_000,
      permissions: ['a', 'b'],
    });
    expect(decodeAccessToken('garbage')).toBeNull();
  });

  it('is signed in while the token exists and has not expired', () => {
    const session = startSession({ memberId: 42, jwt: accessToken({ exp: 2_000_000_000 }), refreshToken: 'r' });
    expect(isSignedIn(session, 1_999_999_999_000)).toBe(true);
    expect(isSignedIn(session, 2_000_000_000_000)).toBe(false);
    expect(isSignedIn(null)).toBe(false);
  });

  it("keeps the session in the client's partition of local storage", () => {
    startSession({ memberId: 42, jwt: accessToken({ exp: 2_000_000_000 }), refreshToken: null });
    expect(JSON.parse(window.localStorage.getItem('portal:session')!)).toMatchObject({ memberId: 42 });
    sessionStore.set(null);
    expect(window.localStorage.getItem('portal:session')).toBeNull();
  });
});
