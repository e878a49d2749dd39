import { PERMISSIONS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, memberIdOf, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, withElevation, type TestApp } from '../../../test/test-app';
import { issueAccessToken, verifyAccessToken } from '../../lib/access-tokens';

let harness: TestApp;
let mariaId: number;

beforeAll(async () => {
  harness = await createTestApp();
  mariaId = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).memberId;
});

afterAll(async () => {
  await harness.close();
});

type Method = 'PUT' | 'POST' | 'DELETE';
interface AccountWrite {
  readonly method: Method;
  readonly url: string;
  readonly payload?: object;
  /** The permission the call needs; the elevated one is asked for by its own error. */
  readonly permission: string;
}

const preferences = { email: false, sms: true, phone: true, mail: false, preferred_method: 'SMS' };
const WRITES: readonly AccountWrite[] = [
  {
    method: 'PUT',
    url: '/api/v1/web/member/update/contact-info',
    payload: { phone_numbers: [{ type: 'work', number: '2065550100', primary: true }], email: 'taken.over@example.org' },
    permission: PERMISSIONS.manageContactInformation,
  },
  {
    method: 'PUT',
    url: '/api/v1/web/member/update/password',
    payload: { old_password: DEMO_PASSWORD.HARBOR, new_password: 'Taken#Over2026' },
    permission: PERMISSIONS.manageMemberAccount,
  },
  {
    method: 'PUT',
    url: '/api/v1/web/member/update/address',
    payload: { street_addr1: '1 Elsewhere Rd', street_addr2: null, city: 'Seattle', state: 'WA', zip: '98101' },
    permission: PERMISSIONS.manageContactInformation,
  },
  {
    method: 'PUT',
    url: '/api/v1/web/member/update/ethnography',
    payload: { race: 'OTHER', ethnography: 'NOT_HISPANIC_OR_LATINO' },
    permission: PERMISSIONS.manageMemberAccount,
  },
  {
    method: 'POST',
    url: '/api/v4/web/member/post-member-activity',
    payload: { activity_type: 'READ_ARTICLE' },
    permission: PERMISSIONS.manageMemberAccount,
  },
  {
    method: 'POST',
    url: '/api/v4/web/member/request-verification-totp',
    payload: { type: 'VERIFY_EMAIL_ADDRESS' },
    permission: PERMISSIONS.manageContactInformation,
  },
  {
    method: 'POST',
    url: '/api/v4/web/member/submit-verification-totp',
    payload: { type: 'VERIFY_EMAIL_ADDRESS', totp: '123456' },
    permission: PERMISSIONS.manageContactInformation,
  },
  {
    method: 'POST',
    url: '/api/v1/web/member/communication-preferences',
    payload: { communication_preferences: preferences },
    permission: PERMISSIONS.manageMemberAccount,
  },
  { method: 'DELETE', url: '/api/v1/web/member/registration', permission: PERMISSIONS.manageSecurity },
];

const send = (write: AccountWrite, jwt: string, options: { payload?: object; query?: string; headers?: Record<string, string> } = {}) =>
  harness.app.inject({
    method: write.method,
    url: `${write.url}${options.query ?? ''}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR', ...options.headers },
    ...(write.payload ? { payload: options.payload ?? write.payload } : {}),
  });

/** What the account calls could change, as member-info and the outbox show it. */
async function accountOf(jwt: string) {
  const info = json(
    await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
    }),
  );
  const { email, emails, addresses, phone_numbers, race, ethnography, communication_preferences, username } = info;
  return { email, emails, addresses, phone_numbers, race, ethnography, communication_preferences, username };
}

/** How many messages went to Maria's address: no refused call may send her a code. */
const mailToMaria = async () => (await harness.services.devOutbox.list('maria.lopez@example.org')).length;

/** The same session's token with other permissions, as the server would sign it. */
async function tokenWith(jwt: string, permissions: (granted: readonly string[]) => string[]): Promise<string> {
  const claims = await verifyAccessToken(harness.keys, jwt, harness.clock.now());
  return (await issueAccessToken(harness.keys, { ...claims, permissions: permissions(claims.permissions) }, harness.clock.now(), 600))
    .token;
}

describe('permissions', () => {
  it.each(WRITES.filter((write) => write.permission !== PERMISSIONS.manageSecurity).map((write) => [write.url, write] as const))(
    '%s refuses a token without its permission, and changes nothing',
    async (_url, write) => {
      const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
      const [before, mailBefore] = [await accountOf(jwt), await mailToMaria()];
      const limited = await tokenWith(jwt, (granted) => granted.filter((permission) => permission !== write.permission));
      const response = await send(write, limited);
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({ error: { code: 'FORBIDDEN' } });
      expect(await accountOf(jwt)).toEqual(before);
      expect(await mailToMaria()).toBe(mailBefore);
    },
  );

  it('refuses every account write to a token still waiting for its MFA code, or without a token', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const before = await accountOf(jwt);
    const pending = await tokenWith(jwt, () => [`${PERMISSIONS.mfaVerificationRequired}::EMAIL`]);
    for (const write of WRITES) {
      const response = await send(write, pending);
      expect({ url: write.url, status: response.statusCode, code: json(response).error }).toMatchObject({
        url: write.url,
        status: 403,
        code: { code: 'MFA_REQUIRED' },
      });
      const anonymous = await harness.app.inject({
        method: write.method,
        url: write.url,
        headers: { 'x-client-abbreviation': 'HARBOR' },
        ...(write.payload ? { payload: write.payload } : {}),
      });
      expect({ url: write.url, status: anonymous.statusCode }).toEqual({ url: write.url, status: 401 });
    }
    expect(await accountOf(jwt)).toEqual(before);
  });
});

describe("another member's data", () => {
  it("is never changed by naming that member in the body or the query: only the token's member changes", async () => {
    const maria = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const [mariaBefore, mailBefore] = [await accountOf(maria.jwt), await mailToMaria()];
    const aisha = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const aishaBefore = await accountOf(aisha.jwt);
    const naming = { member_id: mariaId, id: mariaId, memberId: mariaId };
    const query = `?memberId=${mariaId}&member_id=${mariaId}&id=${mariaId}`;
    // Elevated, so that replacing her e-mail address goes through as well.
    const aishaElevated = await withElevation(harness, aisha.jwt);
    for (const write of WRITES.filter((candidate) => candidate.method !== 'DELETE' && !candidate.url.includes('password'))) {
      const response = await send(write, aishaElevated, { payload: { ...write.payload, ...naming }, query });
      expect({ url: write.url, status: response.statusCode }).toMatchObject({
        url: write.url,
        status: write.url.includes('submit-verification') ? 400 : 200,
      });
    }
    expect(await accountOf(maria.jwt)).toEqual(mariaBefore);
    const aishaAfter = await accountOf(aisha.jwt);
    expect(aishaAfter).toMatchObject({
      email: 'taken.over@example.org',
      phone_numbers: [{ type: 'work', number: '2065550100', primary: true }],
      addresses: [{ street_addr1: '1 Elsewhere Rd', city: 'Seattle' }],
      race: 'OTHER',
      ethnography: 'NOT_HISPANIC_OR_LATINO',
      communication_preferences: preferences,
    });
    expect(aishaAfter).not.toEqual(aishaBefore);
    // The code went to Aisha's own (new) address, not Maria's.
    expect(await mailToMaria()).toBe(mailBefore);
    expect(await harness.services.devOutbox.list('taken.over@example.org')).toHaveLength(1);
  });

  it('refuses every account write whose member-id header names another member', async () => {
    const maria = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const mariaBefore = await accountOf(maria.jwt);
    const aisha = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const aishaBefore = await accountOf(aisha.jwt);
    for (const write of WRITES) {
      const response = await send(write, aisha.jwt, { headers: { 'x-member-id': String(mariaId) } });
      expect({ url: write.url, status: response.statusCode, code: json(response).error }).toMatchObject({
        url: write.url,
        status: 403,
        code: { code: 'FORBIDDEN' },
      });
    }
    expect(await accountOf(maria.jwt)).toEqual(mariaBefore);
    expect(await accountOf(aisha.jwt)).toEqual(aishaBefore);
  });
});

describe('support staff viewing a member', () => {
  it("find every account write in the API's document, and each refuses their view", async () => {
    const document = harness.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const write of WRITES) expect(document.paths[write.url], write.url).toHaveProperty(write.method.toLowerCase());

    const support = await createStaff(harness, 'sam.support', 'SUPPORT');
    const staffJwt = await staffSignIn(harness, support);
    const viewed = await memberIdOf(harness, staffJwt, 'HHP100001');
    const started = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: viewed,
      reason: 'Member asked why the address is wrong',
    });
    const viewJwt = json<{ jwt: string }>(started).jwt;
    const before = await accountOf((await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt);
    for (const write of WRITES) {
      const response = await send(write, viewJwt);
      expect({ url: write.url, status: response.statusCode, code: json(response).error }).toMatchObject({
        url: write.url,
        status: 403,
        code: { code: 'IMPERSONATION_READ_ONLY' },
      });
    }
    expect(await accountOf((await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt)).toEqual(before);
  });
});
