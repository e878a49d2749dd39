import { parseXml2JsFromString } from '@node-saml/node-saml/lib/xml.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestIdp, type ResponseSpec, type TestIdp } from '../../../test/saml-test-idp';
import { acceptAssertion, type SamlAgreement } from './saml-assertion';
import { childElements, rootElement, type XmlElement } from './saml-xml';

const agreement: SamlAgreement = {
  idpEntityId: 'https://idp.example/saml',
  spEntityId: 'https://portal.example/saml/harbor',
  acsUrl: 'https://portal.example/api/v1/sso/HARBOR/saml/acs',
  memberNumberAttribute: 'memberNumber',
};
const now = new Date('2026-03-02T15:00:00Z');

/**
 * The portal's own rules, without the signature library in front of them: each case here is
 * refused even if node-saml were configured to let it through.
 */
describe('acceptAssertion', () => {
  let idp: TestIdp;
  beforeAll(() => {
    idp = createTestIdp({ entityId: agreement.idpEntityId, spEntityId: agreement.spEntityId, acsUrl: agreement.acsUrl });
  });

  async function parts(spec: Partial<ResponseSpec> = {}): Promise<{ assertion: XmlElement; envelope: XmlElement }> {
    const xml = Buffer.from(
      idp.respond({ now, nameId: 'subject-1', attributes: { memberNumber: 'HHP100001', mail: 'a@example.org' }, ...spec }),
      'base64',
    );
    const envelope = rootElement(await parseXml2JsFromString(xml), 'Response')!;
    return { assertion: childElements(envelope, 'Assertion')[0]!, envelope };
  }

  it('reads the identity, the request answered and how long the id is kept', async () => {
    const { assertion, envelope } = await parts({ inResponseTo: '_request-1' });
    expect(acceptAssertion(assertion, envelope, agreement, now)).toMatchObject({
      nameId: 'subject-1',
      memberNumber: 'HHP100001',
      email: 'a@example.org',
      phone: null,
      inResponseTo: '_request-1',
      validUntil: new Date(now.getTime() + 5 * 60_000 + 2 * 60_000),
    });
  });

  it.each([
    ['another audience', { audience: 'https://elsewhere.example' }, /audience/],
    ['another recipient', { recipient: 'https://elsewhere.example/acs' }, /recipient/],
    ['another issuer', { issuer: 'https://elsewhere.example/idp' }, /issuer/],
    ['no signature on the assertion', { sign: 'response' }, /not signed/],
  ] as const)('refuses %s', async (_case, spec, reason) => {
    const { assertion, envelope } = await parts(spec);
    expect(() => acceptAssertion(assertion, envelope, agreement, now)).toThrow(reason);
  });

  it('refuses by its own clock, with two minutes of skew either way', async () => {
    const { assertion, envelope } = await parts();
    expect(() => acceptAssertion(assertion, envelope, agreement, new Date(now.getTime() + 7 * 60_000))).toThrow(/expired/);
    expect(acceptAssertion(assertion, envelope, agreement, new Date(now.getTime() + 7 * 60_000 - 1)).nameId).toBe('subject-1');
    expect(() => acceptAssertion(assertion, envelope, agreement, new Date(now.getTime() - 3 * 60_000 - 1))).toThrow(/not valid yet/);
  });

  it('refuses when the verified assertion is not the one in the response, or the envelope answers another request', async () => {
    const verified = await parts();
    const other = await parts();
    expect(() => acceptAssertion(verified.assertion, other.envelope, agreement, now)).toThrow(/not the one/);
    const answered = await parts({ inResponseTo: '_request-1' });
    const envelope = { ...answered.envelope, $: { ...answered.envelope.$, InResponseTo: '_request-2' } };
    expect(() => acceptAssertion(answered.assertion, envelope, agreement, now)).toThrow(/different requests/);
  });
});
