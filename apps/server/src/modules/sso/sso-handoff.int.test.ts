import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@portal/contract';
import { verifyAccessToken } from '../../lib/access-tokens';
import type { ClientRecord } from '../../lib/client-record';
import { configureSso } from '../../../test/sso-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { SsoRefusal } from './sso-refusal';

const ISSUER = 'https://idp.harbor.example';
const identity = (subject: string, memberNumber: string | null, email: string | null = null) => ({
  issuer: ISSUER,
  subject,
  memberNumber,
  email,
  phone: null,
});

describe('single sign-on hand-off and identity linking', () => {
  let harness: TestApp;
  let harbor: ClientRecord;

  beforeAll(async () => {
    harness = await createTestApp();
    harbor = await configureSso(harness, 'HARBOR', {
      protocol: 'SAML',
      idpEntityId: ISSUER,
      idpSsoUrl: 'https://idp.harbor.example/sso',
      idpCertificate: 'MIIB',
      spEntityId: 'https://portal.example/harbor',
      memberNumberAttribute: 'memberNumber',
      memberLoginUrl: 'https://www.harbor.example/members',
    });
  });
  afterAll(async () => harness.close());

  const exchange = (handoff: string, client = 'HARBOR') =>
    harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/sso/session',
      headers: { 'x-client-abbreviation': client },
      payload: { handoff },
    });

  it('gives a registered member a full session once, with the member login address after an IdP-initiated sign-in', async () => {
    const handoff = await harness.services.ssoSignIn.signIn(harbor, identity('maria-subject', 'HHP100001'), 'SSO_SAML_IDP_INIT');
    const first = await exchange(handoff);
    expect(first.statusCode).toBe(200);
    const body = json<{ jwt: string; refresh_token: string | null; sso_registration_required: boolean; member_login_url: string | null }>(
      first,
    );
    expect(body.sso_registration_required).toBe(false);
    expect(body.refresh_token).not.toBeNull();
    expect(body.member_login_url).toBe('https://www.harbor.example/members');
    const claims = await verifyAccessToken(harness.keys, body.jwt, harness.clock.now());
    expect(claims.permissions).toContain(PERMISSIONS.manageMemberAccount);
    expect(claims.loginType).toBe('SSO_SAML_IDP_INIT');

    const replay = await exchange(handoff);
    expect(replay.statusCode).toBe(400);
    expect(json<{ error: { code: string } }>(replay).error.code).toBe('SSO_HANDOFF_INVALID');
  });

  it('gives a member who has not registered a session that opens only SSO registration', async () => {
    const handoff = await harness.services.ssoSignIn.signIn(harbor, identity('daniel-subject', 'HHP100002'), 'SSO_SAML_SP_INIT');
    const body = json<{ jwt: string; refresh_token: string | null; sso_registration_required: boolean; member_login_url: string | null }>(
      await exchange(handoff),
    );
    expect(body.sso_registration_required).toBe(true);
    expect(body.refresh_token).toBeNull();
    expect(body.member_login_url).toBeNull();
    const memberInfo = await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { 'x-client-abbreviation': 'HARBOR', authorization: `Bearer ${body.jwt}` },
    });
    expect(memberInfo.statusCode).toBe(403);
    expect(json<{ error: { code: string } }>(memberInfo).error.code).toBe('SSO_REGISTRATION_REQUIRED');
    const logout = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/logout',
      headers: { 'x-client-abbreviation': 'HARBOR', authorization: `Bearer ${body.jwt}` },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('refuses a hand-off after its two minutes, and at another client', async () => {
    const late = await harness.services.ssoSignIn.signIn(harbor, identity('maria-subject', 'HHP100001'), 'SSO_SAML_SP_INIT');
    const elsewhere = await harness.services.ssoSignIn.signIn(harbor, identity('maria-subject', 'HHP100001'), 'SSO_SAML_SP_INIT');
    expect((await exchange(elsewhere, 'MESA')).statusCode).toBe(400);
    harness.clock.advance(2 * 60 * 1000 + 1);
    expect((await exchange(late)).statusCode).toBe(400);
  });

  it('links by member number, never by e-mail alone, and one subject per member at a provider', async () => {
    const byEmailOnly = harness.services.ssoSignIn.signIn(harbor, identity('someone', null, 'maria.lopez@example.org'), 'SSO_OIDC');
    await expect(byEmailOnly).rejects.toBeInstanceOf(SsoRefusal);
    const secondSubject = harness.services.ssoSignIn.signIn(harbor, identity('another-subject', 'HHP100001'), 'SSO_OIDC');
    await expect(secondSubject).rejects.toMatchObject({ reason: 'no-member' });
    // Once linked, the subject signs in even if the provider stops sending the member number.
    await expect(harness.services.ssoSignIn.signIn(harbor, identity('maria-subject', null), 'SSO_OIDC')).resolves.toBeTypeOf('string');
  });

  it('refuses a roster member whose coverage does not let them register yet', async () => {
    // Grace Kim's coverage starts in 2027.
    await expect(harness.services.ssoSignIn.signIn(harbor, identity('grace-subject', 'HHP100007'), 'SSO_OIDC')).rejects.toMatchObject({
      reason: 'no-member',
    });
  });
});
