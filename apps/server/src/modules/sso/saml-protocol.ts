import { randomBytes } from 'node:crypto';
import { generateServiceProviderMetadata, SAML, SamlStatusError, ValidateInResponseTo } from '@node-saml/node-saml';
import { parseXml2JsFromString } from '@node-saml/node-saml/lib/xml.js';
import { SsoRefusal } from './sso-refusal';
import { rootElement, type XmlElement } from './saml-xml';

/** A client's SAML partnership: its IdP and this portal's side of it. */
export interface SamlPartnership {
  readonly idpEntityId: string;
  readonly idpSsoUrl: string;
  /** PEM or bare base64. */
  readonly idpCertificate: string;
  readonly spEntityId: string;
  readonly acsUrl: string;
}

/** The certificate as PEM: operators may paste bare base64, wrapped or spaced any way. */
function certificatePem(certificate: string): string {
  const trimmed = certificate.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  const lines = trimmed.replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return ['-----BEGIN CERTIFICATE-----', ...lines, '-----END CERTIFICATE-----'].join('\n');
}

/** node-saml set up the way this portal uses it; `requestId` names the AuthnRequest it builds. */
function samlFor(partnership: SamlPartnership, requestId = ''): SAML {
  return new SAML({
    idpCert: certificatePem(partnership.idpCertificate),
    issuer: partnership.spEntityId,
    entryPoint: partnership.idpSsoUrl,
    callbackUrl: partnership.acsUrl,
    audience: partnership.spEntityId,
    // The assertion itself must be signed; a signature over the response alone is not enough.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // node-saml reads the system time; the portal checks every time limit itself, by its clock.
    acceptedClockSkewMs: -1,
    // Request ids live in sso_attempts (shared by every instance, spent once), not in node-saml's
    // per-process cache, so its own InResponseTo check and cacheProvider stay unused.
    validateInResponseTo: ValidateInResponseTo.never,
    // The IdP picks the NameID format and how the member authenticates.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    generateUniqueId: () => requestId,
  });
}

/** The address that sends the browser to the IdP with an AuthnRequest (redirect binding), and its ID. */
export async function authnRequest(partnership: SamlPartnership): Promise<{ url: string; requestId: string }> {
  // An xs:ID must not start with a digit.
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const url = await samlFor(partnership, requestId).getAuthorizeUrlAsync('', undefined, {});
  return { url, requestId };
}

/**
 * The assertion a valid signature by the IdP's certificate covers (only that node: a wrapped
 * copy elsewhere is never read), and the raw response around it.
 */
export async function verifiedAssertion(
  partnership: SamlPartnership,
  samlResponse: string,
): Promise<{ assertion: XmlElement; envelope: XmlElement }> {
  let verified: Record<string, unknown> | undefined;
  try {
    const { profile } = await samlFor(partnership).validatePostResponseAsync({ SAMLResponse: samlResponse });
    verified = profile?.getAssertion?.();
  } catch (error) {
    // An IdP's status message may quote the person; only the fact is logged.
    if (error instanceof SamlStatusError) throw new SsoRefusal('failed', 'The identity provider answered with an error status');
    throw new SsoRefusal('failed', `The SAML response did not verify: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
  const assertion = rootElement(verified, 'Assertion');
  if (!assertion) throw new SsoRefusal('failed', 'The SAML response carries no signed assertion');
  const raw = await parseXml2JsFromString(Buffer.from(samlResponse, 'base64')).catch(() => undefined);
  const envelope = rootElement(raw, 'Response');
  if (!envelope) throw new SsoRefusal('failed', 'The SAML message is not a response');
  return { assertion, envelope };
}

/** This portal's SP metadata for the client's IdP: entity id and the POST ACS, assertions signed. */
export function serviceProviderMetadata(partnership: Pick<SamlPartnership, 'spEntityId' | 'acsUrl'>): string {
  return generateServiceProviderMetadata({
    issuer: partnership.spEntityId,
    callbackUrl: partnership.acsUrl,
    wantAssertionsSigned: true,
    identifierFormat: null,
  });
}
