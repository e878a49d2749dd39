import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignedXml } from 'xml-crypto';

/** A signing key and its self-signed certificate, made for this test run only. */
export interface TestSigningKey {
  readonly privateKey: string;
  readonly certificate: string;
}

export function createSigningKey(commonName: string): TestSigningKey {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const folder = mkdtempSync(path.join(tmpdir(), 'saml-idp-'));
  try {
    const keyFile = path.join(folder, 'key.pem');
    const certificateFile = path.join(folder, 'certificate.pem');
    writeFileSync(keyFile, privateKey, { mode: 0o600 });
    execFileSync(
      'openssl',
      ['req', '-x509', '-new', '-key', keyFile, '-subj', `/CN=${commonName}`, '-days', '2', '-out', certificateFile],
      {
        stdio: 'ignore',
      },
    );
    return { privateKey, certificate: readFileSync(certificateFile, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What the test IdP puts in a response, and how it breaks it. */
export interface ResponseSpec {
  readonly now: Date;
  readonly nameId: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly inResponseTo?: string;
  readonly assertionId?: string;
  readonly issuer?: string;
  readonly audience?: string;
  readonly recipient?: string;
  readonly destination?: string;
  /** How long the assertion is valid from `now`; five minutes unless told. */
  readonly lifetimeMs?: number;
  /** Which parts carry a signature: the assertion (the default), the response, or both. */
  readonly sign?: 'assertion' | 'response' | 'both';
  /** Sign with this key instead of the IdP's own. */
  readonly signingKey?: TestSigningKey;
  /**
   * Signature wrapping: an unsigned assertion for `nameId` `wrappedNameId` put where a naive reader looks
   * first, beside the signed one (`sibling`) or in its place with the signed one moved into Extensions.
   */
  readonly wrap?: {
    readonly placement: 'sibling' | 'extensions';
    readonly nameId: string;
    readonly attributes: Readonly<Record<string, string>>;
  };
}

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

function escapeXml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function newId(): string {
  return `_${randomBytes(16).toString('hex')}`;
}

function signElement(xml: string, element: 'Assertion' | 'Response', key: TestSigningKey): string {
  const signature = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const target = element === 'Response' ? "/*[local-name(.)='Response']" : "//*[local-name(.)='Assertion']";
  signature.addReference({
    xpath: target,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  // The schema puts the signature right after the element's Issuer.
  signature.computeSignature(xml, { location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' } });
  return signature.getSignedXml();
}

/**
 * A SAML identity provider for tests: it builds responses for the portal's ACS, signs them with
 * RSA-SHA256 and exclusive canonicalization, and can produce the broken variants an attacker
 * or a misconfigured IdP would send.
 */
export function createTestIdp(settings: { entityId: string; spEntityId: string; acsUrl: string }) {
  const key = createSigningKey('Test IdP');

  function assertionXml(spec: ResponseSpec, id: string, nameId: string, attributes: Readonly<Record<string, string>>): string {
    const issued = spec.now.toISOString();
    const notBefore = new Date(spec.now.getTime() - 60_000).toISOString();
    const notOnOrAfter = new Date(spec.now.getTime() + (spec.lifetimeMs ?? 5 * 60_000)).toISOString();
    const inResponseTo = spec.inResponseTo === undefined ? '' : ` InResponseTo="${escapeXml(spec.inResponseTo)}"`;
    const attributeXml = Object.entries(attributes)
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
      )
      .join('');
    return (
      `<saml:Assertion xmlns:saml="${ASSERTION}" ID="${id}" Version="2.0" IssueInstant="${issued}">` +
      `<saml:Issuer>${escapeXml(spec.issuer ?? settings.entityId)}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escapeXml(nameId)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
      `<saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(spec.recipient ?? settings.acsUrl)}"${inResponseTo}/>` +
      `</saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">` +
      `<saml:AudienceRestriction><saml:Audience>${escapeXml(spec.audience ?? settings.spEntityId)}</saml:Audience></saml:AudienceRestriction>` +
      `</saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${newId()}"><saml:AuthnContext>` +
      `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
      `</saml:AuthnContext></saml:AuthnStatement>` +
      (attributeXml ? `<saml:AttributeStatement>${attributeXml}</saml:AttributeStatement>` : '') +
      `</saml:Assertion>`
    );
  }

  function responseXml(spec: ResponseSpec, assertion: string, extensions = ''): string {
    const inResponseTo = spec.inResponseTo === undefined ? '' : ` InResponseTo="${escapeXml(spec.inResponseTo)}"`;
    return (
      `<samlp:Response xmlns:samlp="${PROTOCOL}" xmlns:saml="${ASSERTION}" ID="${newId()}" Version="2.0" ` +
      `IssueInstant="${spec.now.toISOString()}" Destination="${escapeXml(spec.destination ?? settings.acsUrl)}"${inResponseTo}>` +
      `<saml:Issuer>${escapeXml(spec.issuer ?? settings.entityId)}</saml:Issuer>` +
      extensions +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      assertion +
      `</samlp:Response>`
    );
  }

  return {
    entityId: settings.entityId,
    certificate: key.certificate,

    /** A response as the IdP posts it (base64 of the XML), with a fresh assertion id unless told. */
    respond(spec: ResponseSpec): string {
      const signingKey = spec.signingKey ?? key;
      const sign = spec.sign ?? 'assertion';
      let assertion = assertionXml(spec, spec.assertionId ?? newId(), spec.nameId, spec.attributes ?? {});
      if (sign !== 'response') assertion = signElement(assertion, 'Assertion', signingKey);
      let xml = responseXml(spec, assertion);
      if (spec.wrap) {
        const forged = assertionXml(spec, newId(), spec.wrap.nameId, spec.wrap.attributes);
        xml =
          spec.wrap.placement === 'sibling'
            ? responseXml(spec, forged + assertion)
            : responseXml(spec, forged, `<samlp:Extensions>${assertion}</samlp:Extensions>`);
      }
      if (sign !== 'assertion') xml = signElement(xml, 'Response', signingKey);
      return Buffer.from(xml, 'utf8').toString('base64');
    },
  };
}

export type TestIdp = ReturnType<typeof createTestIdp>;
