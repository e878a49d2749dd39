import { inflateRawSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, members, ssoHandoffs } from '../../db/schema';
import { configureSso } from '../../../test/sso-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { createSigningKey, createTestIdp, type ResponseSpec, type TestIdp } from '../../../test/saml-test-idp';

const IDP_ENTITY_ID = 'https://idp.harbor.example/saml';
const IDP_SSO_URL = 'https://idp.harbor.example/saml/sso';
const SP_ENTITY_ID = 'https://portal.example/saml/harbor';
const MEMBER_LOGIN_URL = 'https://www.harbor.example/members';
const FAILED = '/login-verify-error?sso=failed';

// Maria Lopez (registered) on the Harbor roster, as the IdP knows her.
const MARIA = { nameId: 'idp-user-4711', attributes: { memberNumber: 'HHP100001', email: 'maria.lopez@example.org' } };

describe('SAML sign-in', () => {
  let harness: TestApp;
  let idp: TestIdp;
  let acsUrl: string;
  let mariaId: number;

  beforeAll(async () => {
    harness = await createTestApp();
    acsUrl = `${harness.config.publicUrl}/api/v1/sso/HARBOR/saml/acs`;
    idp = createTestIdp({ entityId: IDP_ENTITY_ID, spEntityId: SP_ENTITY_ID, acsUrl });
    await configureSso(harness, 'HARBOR', {
      protocol: 'SAML',
      idpEntityId: IDP_ENTITY_ID,
      idpSsoUrl: IDP_SSO_URL,
      idpCertificate: idp.certificate,
      spEntityId: SP_ENTITY_ID,
      memberNumberAttribute: 'memberNumber',
      memberLoginUrl: MEMBER_LOGIN_URL,
    });
    const [maria] = await harness.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(clients, eq(clients.id, members.clientId))
      .where(and(eq(clients.abbreviation, 'HARBOR'), eq(members.clientMemberId, 'HHP100001')));
    mariaId = maria!.id;
  });
  afterAll(async () => harness.close());

  const respond = (spec: Partial<ResponseSpec> = {}): string => idp.respond({ now: harness.clock.now(), ...MARIA, ...spec });

  /** What the browser posts to the ACS; `cookie` is the attempt cookie it carries, if any. */
  const postToAcs = (samlResponse: string, cookie?: string, client = 'HARBOR') =>
    harness.app.inject({
      method: 'POST',
      url: `/api/v1/sso/${client}/saml/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
    });

  const handoffCount = async (): Promise<number> => {
    const [row] = await harness.database.db.select({ handoffs: count() }).from(ssoHandoffs);
    return row!.handoffs;
  };

  /** The session the page would open with the hand-off the ACS redirected to. */
  async function openSession(location: string | undefined) {
    const handoff = /^\/sso\/complete#handoff=(.+)$/.exec(location ?? '')?.[1];
    expect(handoff, `redirected to ${location}`).toBeDefined();
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/sso/session',
      headers: { 'x-client-abbreviation': 'HARBOR' },
      payload: { handoff: decodeURIComponent(handoff!) },
    });
    expect(response.statusCode).toBe(200);
    return json<{ member_id: number; login_type: string; member_login_url: string | null; jwt: string }>(response);
  }

  /** Starts an SP-initiated sign-in; the ID of the AuthnRequest the browser carries to the IdP. */
  async function startSignIn(): Promise<{ requestId: string; cookie: string }> {
    const start = await harness.app.inject({ method: 'GET', url: '/api/v1/sso/harbor/saml/start' });
    expect(start.statusCode).toBe(303);
    const location = new URL(start.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(IDP_SSO_URL);
    const request = inflateRawSync(Buffer.from(location.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
    expect(request).toContain(`AssertionConsumerServiceURL="${acsUrl}"`);
    expect(request).toContain(`<saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${SP_ENTITY_ID}</saml:Issuer>`);
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_sso_attempt=[^;]+; Path=\/api\/v1\/sso\/HARBOR;/);
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Secure');
    return { requestId: /<samlp:AuthnRequest [^>]*ID="([^"]+)"/.exec(request)![1]!, cookie: cookie.split(';')[0]! };
  }

  async function expectRefused(samlResponse: string, reason = FAILED, cookie?: string): Promise<void> {
    const before = await handoffCount();
    const response = await postToAcs(samlResponse, cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(reason);
    expect(await handoffCount()).toBe(before);
  }

  it('SP-initiated: the AuthnRequest, the answer to it at the ACS, and the session of the roster member; the answer is taken once', async () => {
    const { requestId, cookie } = await startSignIn();
    const acs = await postToAcs(respond({ inResponseTo: requestId }), cookie);
    expect(acs.statusCode).toBe(303);
    const session = await openSession(acs.headers.location);
    expect(session.member_id).toBe(mariaId);
    expect(session.login_type).toBe('SSO_SAML_SP_INIT');
    expect(session.member_login_url).toBeNull();

    // Another assertion answering the same request: the request was spent by the first.
    await expectRefused(respond({ inResponseTo: requestId }), FAILED, cookie);
  });

  it('SP-initiated: refuses the answer to a request when it reaches a browser that did not send the request', async () => {
    const { requestId, cookie } = await startSignIn();
    const other = await startSignIn();
    await expectRefused(respond({ inResponseTo: requestId }));
    await expectRefused(respond({ inResponseTo: requestId }), FAILED, other.cookie);
    // The request is still unspent for its own browser.
    const acs = await postToAcs(respond({ inResponseTo: requestId }), cookie);
    expect((await openSession(acs.headers.location)).member_id).toBe(mariaId);
  });

  it('IdP-initiated: a response answering no request signs in, and its session names the plan’s member login address', async () => {
    const acs = await postToAcs(respond());
    const session = await openSession(acs.headers.location);
    expect(session.member_id).toBe(mariaId);
    expect(session.login_type).toBe('SSO_SAML_IDP_INIT');
    expect(session.member_login_url).toBe(MEMBER_LOGIN_URL);
  });

  it('accepts a signature over both the response and the assertion', async () => {
    const acs = await postToAcs(respond({ sign: 'both' }));
    expect((await openSession(acs.headers.location)).member_id).toBe(mariaId);
  });

  it('refuses a replayed assertion', async () => {
    const samlResponse = respond();
    expect((await postToAcs(samlResponse)).headers.location).toMatch(/^\/sso\/complete#handoff=/);
    await expectRefused(samlResponse);
  });

  it('refuses an unsigned assertion inside a signed response', async () => {
    await expectRefused(respond({ sign: 'response' }));
  });

  it.each(['sibling', 'extensions'] as const)('refuses signature wrapping (forged assertion placed as %s)', async (placement) => {
    // The forged, unsigned assertion names Daniel, who is on the roster: only the signature stands in the way.
    const wrap = { placement, nameId: 'forged-subject', attributes: { memberNumber: 'HHP100002' } };
    await expectRefused(respond({ wrap }));
  });

  it('refuses an assertion signed by another key', async () => {
    await expectRefused(respond({ signingKey: createSigningKey('Impostor IdP') }));
  });

  it.each([
    ['audience', { audience: 'https://another-portal.example/saml' }],
    ['recipient', { recipient: 'https://another-portal.example/saml/acs' }],
    ['destination', { destination: 'https://another-portal.example/saml/acs' }],
    ['issuer', { issuer: 'https://another-idp.example/saml' }],
  ] as const)('refuses a response with the wrong %s', async (_what, spec) => {
    await expectRefused(respond(spec));
  });

  it('refuses a response answering a request this portal never sent', async () => {
    await expectRefused(respond({ inResponseTo: '_never-sent-by-this-portal' }), FAILED, (await startSignIn()).cookie);
  });

  it('refuses an assertion whose NotOnOrAfter has passed by the portal’s clock', async () => {
    const samlResponse = respond({ lifetimeMs: 5 * 60_000 });
    harness.clock.advance(5 * 60_000 + 2 * 60_000 + 1_000);
    await expectRefused(samlResponse);
  });

  it('refuses an assertion not valid yet by the portal’s clock', async () => {
    await expectRefused(respond({ now: new Date(harness.clock.now().getTime() + 10 * 60_000) }));
  });

  it('sends a member number on no roster to the no-member page', async () => {
    await expectRefused(
      respond({ nameId: 'idp-user-9999', attributes: { memberNumber: 'HHP999999' } }),
      '/login-verify-error?sso=no-member',
    );
  });

  it('refuses a post without a SAML response', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/sso/HARBOR/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=x',
    });
    expect(response.headers.location).toBe(FAILED);
  });

  it('serves the SP metadata: entity id, the POST ACS and signed assertions', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v1/sso/HARBOR/saml/metadata' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(response.body).toContain(`entityID="${SP_ENTITY_ID}"`);
    expect(response.body).toContain('WantAssertionsSigned="true"');
    expect(response.body).toMatch(
      new RegExp(`<AssertionConsumerService [^>]*Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${acsUrl}"`),
    );
  });

  it('answers 404 for a client without SAML settings or no client at all', async () => {
    for (const url of ['/api/v1/sso/MESA/saml/start', '/api/v1/sso/NOPE/saml/start', '/api/v1/sso/MESA/saml/metadata']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('NOT_FOUND');
    }
    expect((await postToAcs(respond(), undefined, 'MESA')).statusCode).toBe(404);
  });
});
