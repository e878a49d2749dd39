import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@portal/contract';
import { demoSubject, DEMO_OIDC_CLIENT, startDemoIdentityProvider, type DemoIdentityProvider } from '../../demo/demo-identity-provider';
import { verifyAccessToken } from '../../lib/access-tokens';
import type { ClientRecord } from '../../lib/client-record';
import { handoffOf, portalCallback, providerBrowser, startSignIn } from '../../../test/oidc-browser';
import { startScriptedIssuer, type ScriptedIssuer } from '../../../test/scripted-oidc-issuer';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { createSsoRepository } from './sso.repository';

const FAILED = '/login-verify-error?sso=failed';
const NO_MEMBER = '/login-verify-error?sso=no-member';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('OpenID Connect sign-in against a real provider', () => {
  let harness: TestApp;
  let provider: DemoIdentityProvider;
  let harbor: ClientRecord;
  let mesa: ClientRecord;

  /** What the portal logged about the latest refused sign-in. */
  const lastRefusal = () => harness.logLines.findLast((line) => line.includes('single sign-on refused')) ?? '';
  const repository = () => createSsoRepository(harness.database.db);
  const linkedMember = async (subject: string, issuer = provider.issuer) =>
    (await repository().findIdentity(harbor.configuration.id, issuer, subject))?.memberId;

  const configure = (client: ClientRecord, issuer: string, clientId: string = DEMO_OIDC_CLIENT.clientId) =>
    harness.services.ssoSettings.configure(client, {
      protocol: 'OIDC',
      issuer,
      clientId,
      clientSecret: DEMO_OIDC_CLIENT.clientSecret,
      scopes: 'openid email phone',
      memberNumberClaim: 'member_number',
    });

  async function openSession(handoff: string, client = 'HARBOR') {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/sso/session',
      headers: { 'x-client-abbreviation': client },
      payload: { handoff },
    });
    expect(response.statusCode).toBe(200);
    return json<{ member_id: number; jwt: string; refresh_token: string | null; sso_registration_required: boolean; login_type: string }>(
      response,
    );
  }

  /** Start at the portal, sign in at the provider, and come back: the portal's answer. */
  async function signInAs(memberNumber: string, tamper: (authorizationUrl: URL) => void = () => undefined) {
    const started = await startSignIn(harness.app);
    tamper(started.authorizationUrl);
    const callback = await providerBrowser(harness.config.publicUrl).signIn(started.authorizationUrl, memberNumber);
    return { callback, cookie: started.cookie, answer: await portalCallback(harness.app, callback, started.cookie) };
  }

  beforeAll(async () => {
    harness = await createTestApp();
    provider = await startDemoIdentityProvider({ port: 0, portalUrl: harness.config.publicUrl, clientAbbreviation: 'HARBOR' });
    harbor = (await harness.services.clients.findClient('HARBOR'))!;
    mesa = (await harness.services.clients.findClient('MESA'))!;
    await configure(harbor, provider.issuer);
  });
  afterAll(async () => {
    await provider?.close();
    await harness?.close();
  });

  it('sends the browser to the provider with PKCE, state and nonce, bound by a Lax, HttpOnly cookie on the client path', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v1/sso/harbor/oidc/start' });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe('portal-demo');
    expect(location.searchParams.get('redirect_uri')).toBe(`${harness.config.publicUrl}/api/v1/sso/HARBOR/oidc/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_sso_attempt=[\w-]+\.[\w-]+; Path=\/api\/v1\/sso\/HARBOR; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });

  it('answers 404 in the portal error shape for an unknown client or one without OIDC', async () => {
    for (const url of ['/api/v1/sso/NOPE/oidc/start', '/api/v1/sso/MESA/oidc/start']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('NOT_FOUND');
    }
  });

  it('signs in a registered member with a full session, and links a second sign-in of the subject to the same member', async () => {
    const first = await signInAs('HHP100001');
    const session = await openSession(handoffOf(first.answer));
    expect(session.sso_registration_required).toBe(false);
    expect(session.refresh_token).not.toBeNull();
    expect(session.login_type).toBe('SSO_OIDC');
    const claims = await verifyAccessToken(harness.keys, session.jwt, harness.clock.now());
    expect(claims.permissions).toContain(PERMISSIONS.manageMemberAccount);
    expect(await linkedMember(demoSubject('HHP100001'))).toBe(session.member_id);

    const again = await signInAs('HHP100001');
    expect((await openSession(handoffOf(again.answer))).member_id).toBe(session.member_id);
    const identity = await repository().findIdentityOfMember(
      { memberId: session.member_id, clientId: harbor.configuration.id },
      provider.issuer,
    );
    expect(identity).toMatchObject({ subject: demoSubject('HHP100001'), email: 'hhp100001@members.demo-plan.example' });
  });

  it('gives a roster member who has not registered a session that opens only SSO registration', async () => {
    const { answer } = await signInAs('HHP100002');
    const session = await openSession(handoffOf(answer));
    expect(session.sso_registration_required).toBe(true);
    expect(session.refresh_token).toBeNull();
    const claims = await verifyAccessToken(harness.keys, session.jwt, harness.clock.now());
    expect(claims.permissions).toEqual([PERMISSIONS.ssoRegistrationRequired]);
  });

  it('sends a subject whose member number is on no roster to the failure page, linking nothing', async () => {
    const { answer } = await signInAs('HHP999999');
    expect(answer).toEqual({ status: 303, location: NO_MEMBER });
    expect(await linkedMember(demoSubject('HHP999999'))).toBeUndefined();
  });

  it('refuses a callback whose state was changed', async () => {
    const started = await startSignIn(harness.app);
    const callback = await providerBrowser(harness.config.publicUrl).signIn(started.authorizationUrl, 'HHP100004');
    callback.searchParams.set('state', 'forged-state');
    expect(await portalCallback(harness.app, callback, started.cookie)).toEqual({ status: 303, location: FAILED });
    expect(lastRefusal()).toContain('\\"state\\"');
    expect(await linkedMember(demoSubject('HHP100004'))).toBeUndefined();
  });

  it('refuses a replayed code: again with the spent attempt, and with a fresh attempt', async () => {
    const first = await signInAs('HHP100005');
    handoffOf(first.answer);
    expect(await portalCallback(harness.app, first.callback, first.cookie)).toEqual({ status: 303, location: FAILED });

    const fresh = await startSignIn(harness.app);
    const replay = new URL(first.callback);
    replay.searchParams.set('state', fresh.authorizationUrl.searchParams.get('state')!);
    expect(await portalCallback(harness.app, replay, fresh.cookie)).toEqual({ status: 303, location: FAILED });
    expect(lastRefusal()).toContain('The provider answered invalid_grant');
  });

  it('refuses an ID token without the nonce, or with another nonce', async () => {
    const logged = harness.logLines.length;
    const missing = await signInAs('HHP100004', (url) => url.searchParams.delete('nonce'));
    expect(missing.answer).toEqual({ status: 303, location: FAILED });
    const other = await signInAs('HHP100004', (url) => url.searchParams.set('nonce', 'someone-elses-nonce'));
    expect(other.answer).toEqual({ status: 303, location: FAILED });
    const refusals = harness.logLines.slice(logged).filter((line) => line.includes('single sign-on refused'));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toContain('JWT \\"nonce\\" (nonce) claim missing');
    expect(refusals[1]).toContain('unexpected ID Token \\"nonce\\" claim value');
    expect(await linkedMember(demoSubject('HHP100004'))).toBeUndefined();
  });

  it("refuses a callback without the attempt cookie, or with another browser's", async () => {
    const mine = await startSignIn(harness.app);
    const theirs = await startSignIn(harness.app);
    const callback = await providerBrowser(harness.config.publicUrl).signIn(mine.authorizationUrl, 'HHP100004');
    expect(await portalCallback(harness.app, callback)).toEqual({ status: 303, location: FAILED });
    expect(await portalCallback(harness.app, callback, theirs.cookie)).toEqual({ status: 303, location: FAILED });
    const forged = `${mine.cookie.split('.')[0]}.not-the-secret`;
    expect(await portalCallback(harness.app, callback, forged)).toEqual({ status: 303, location: FAILED });
    expect(await linkedMember(demoSubject('HHP100004'))).toBeUndefined();
  });

  it("refuses the provider's error answer", async () => {
    const started = await startSignIn(harness.app);
    const callback = new URL(`${harness.config.publicUrl}/api/v1/sso/HARBOR/oidc/callback`);
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('state', started.authorizationUrl.searchParams.get('state')!);
    expect(await portalCallback(harness.app, callback, started.cookie)).toEqual({ status: 303, location: FAILED });
  });

  it('sends the browser to the failure page when the provider cannot be reached, and tries again next time', async () => {
    const port = await freePort();
    await configure(mesa, `http://localhost:${port}`);
    const unreachable = await harness.app.inject({ method: 'GET', url: '/api/v1/sso/MESA/oidc/start' });
    expect(unreachable.statusCode).toBe(303);
    expect(unreachable.headers.location).toBe(FAILED);
    const late = await startDemoIdentityProvider({ port, portalUrl: harness.config.publicUrl, clientAbbreviation: 'MESA' });
    try {
      const reachable = await harness.app.inject({ method: 'GET', url: '/api/v1/sso/MESA/oidc/start' });
      expect(reachable.statusCode).toBe(303);
      expect(String(reachable.headers.location)).toMatch(new RegExp(`^http://localhost:${port}/`));
    } finally {
      await late.close();
      await harness.services.ssoSettings.remove(mesa);
    }
  });

  describe('with a provider that misbehaves on purpose', () => {
    let scripted: ScriptedIssuer;
    /** The portal's start at MESA, then a callback the test writes, the provider's token answer scripted. */
    async function scriptedSignIn(claims: { iss?: string; sub: string; member_number: string }) {
      const started = await startSignIn(harness.app, 'MESA');
      const state = started.authorizationUrl.searchParams.get('state')!;
      scripted.nextIdToken({ ...claims, nonce: started.authorizationUrl.searchParams.get('nonce')! });
      const callback = new URL(`${harness.config.publicUrl}/api/v1/sso/MESA/oidc/callback?code=scripted-code&state=${state}`);
      return portalCallback(harness.app, callback, started.cookie);
    }
    const mesaLink = async (subject: string) =>
      (await repository().findIdentity(mesa.configuration.id, scripted.issuer, subject))?.memberId;

    beforeAll(async () => {
      scripted = await startScriptedIssuer(DEMO_OIDC_CLIENT.clientId);
      await configure(mesa, scripted.issuer);
    });
    afterAll(async () => {
      await harness.services.ssoSettings.remove(mesa);
      await scripted?.close();
    });

    it('accepts its well-formed token, and refuses one from another issuer', async () => {
      expect(handoffOf(await scriptedSignIn({ sub: 'subject-a', member_number: 'MV-20001' }))).toBeTruthy();
      expect(await mesaLink('subject-a')).toBeDefined();
      const foreign = await scriptedSignIn({ iss: 'https://other-issuer.example', sub: 'subject-x', member_number: 'MV-20002' });
      expect(foreign).toEqual({ status: 303, location: FAILED });
      expect(lastRefusal()).toContain('unexpected JWT \\"iss\\" (issuer) claim value');
      expect(await mesaLink('subject-x')).toBeUndefined();
    });

    it('refuses a second subject claiming a member number already linked to another', async () => {
      const linkedTo = await mesaLink('subject-a');
      const second = await scriptedSignIn({ sub: 'subject-b', member_number: 'MV-20001' });
      expect(second).toEqual({ status: 303, location: NO_MEMBER });
      expect(await mesaLink('subject-b')).toBeUndefined();
      expect(await mesaLink('subject-a')).toBe(linkedTo);
    });
  });
});

describe('OpenID Connect sign-in behind https', () => {
  it('marks the attempt cookie Secure and names the https callback', async () => {
    const harness = await createTestApp({ environment: { PUBLIC_URL: 'https://portal.example' } });
    const provider = await startDemoIdentityProvider({ port: 0, portalUrl: 'https://portal.example', clientAbbreviation: 'HARBOR' });
    try {
      const harbor = (await harness.services.clients.findClient('HARBOR'))!;
      await harness.services.ssoSettings.configure(harbor, {
        protocol: 'OIDC',
        issuer: provider.issuer,
        clientId: DEMO_OIDC_CLIENT.clientId,
        clientSecret: DEMO_OIDC_CLIENT.clientSecret,
        scopes: 'openid',
        memberNumberClaim: 'member_number',
      });
      const started = await harness.app.inject({ method: 'GET', url: '/api/v1/sso/HARBOR/oidc/start' });
      expect(String(started.headers['set-cookie'])).toMatch(/; SameSite=Lax; Secure$/);
      const location = new URL(String(started.headers.location));
      expect(location.searchParams.get('redirect_uri')).toBe('https://portal.example/api/v1/sso/HARBOR/oidc/callback');
    } finally {
      await provider.close();
      await harness.close();
    }
  });
});
