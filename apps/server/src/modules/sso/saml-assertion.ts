import { SsoRefusal } from './sso-refusal';
import { attributeOf, childElements, onlyChild, textOf, type XmlElement } from './saml-xml';

/** How far the IdP's clock may be from ours when time limits are checked. */
export const SAML_CLOCK_SKEW_MS = 2 * 60 * 1000;

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';

/** Attribute names IdPs commonly use for the e-mail address and the phone number. */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const PHONE_ATTRIBUTES = [
  'phone',
  'mobile',
  'telephoneNumber',
  'urn:oid:0.9.2342.19200300.100.1.41',
  'urn:oid:2.5.4.20',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/mobilephone',
];

/** What this portal and its client's IdP agreed on. */
export interface SamlAgreement {
  readonly idpEntityId: string;
  readonly spEntityId: string;
  readonly acsUrl: string;
  readonly memberNumberAttribute: string | null;
}

export interface AcceptedAssertion {
  readonly assertionId: string;
  /** Until when the assertion could still be accepted (skew included): how long its id is kept. */
  readonly validUntil: Date;
  /** The request it answers (SP-initiated), or null (IdP-initiated). */
  readonly inResponseTo: string | null;
  readonly nameId: string;
  readonly memberNumber: string | null;
  readonly email: string | null;
  readonly phone: string | null;
}

function refuse(why: string): never {
  throw new SsoRefusal('failed', why);
}

function instant(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const milliseconds = Date.parse(value);
  return Number.isNaN(milliseconds) ? refuse(`${name} is not a time`) : milliseconds;
}

function checkWindow(element: XmlElement, what: string, nowMs: number): number | undefined {
  const notBefore = instant(attributeOf(element, 'NotBefore'), `${what} NotBefore`);
  const notOnOrAfter = instant(attributeOf(element, 'NotOnOrAfter'), `${what} NotOnOrAfter`);
  if (notBefore !== undefined && nowMs + SAML_CLOCK_SKEW_MS < notBefore) refuse(`The ${what} is not valid yet`);
  if (notOnOrAfter !== undefined && nowMs - SAML_CLOCK_SKEW_MS >= notOnOrAfter) refuse(`The ${what} has expired`);
  return notOnOrAfter;
}

/**
 * The raw response's shape, independent of the signature library: exactly one assertion, which
 * carries its own signature over its own ID, and that is the assertion that was verified.
 */
function checkEnvelope(envelope: XmlElement, verifiedId: string, agreement: SamlAgreement): void {
  const assertions = childElements(envelope, 'Assertion');
  if (assertions.length !== 1 || childElements(envelope, 'EncryptedAssertion').length > 0)
    refuse('The response must hold exactly one assertion');
  const [assertion] = assertions;
  const assertionId = attributeOf(assertion, 'ID');
  if (assertionId !== verifiedId) refuse('The verified assertion is not the one the response carries');
  const reference = onlyChild(onlyChild(onlyChild(assertion, 'Signature'), 'SignedInfo'), 'Reference');
  if (attributeOf(reference, 'URI') !== `#${assertionId}`) refuse('The assertion is not signed');
  const status = attributeOf(onlyChild(onlyChild(envelope, 'Status'), 'StatusCode'), 'Value');
  if (status !== SUCCESS) refuse('The response does not report success');
  const issuer = onlyChild(envelope, 'Issuer');
  if (issuer && textOf(issuer) !== agreement.idpEntityId) refuse('The response comes from another issuer');
  const destination = attributeOf(envelope, 'Destination');
  if (destination !== undefined && destination !== agreement.acsUrl) refuse('The response is addressed to another destination');
}

function firstValue(statements: readonly XmlElement[], names: readonly string[]): string | null {
  for (const name of names) {
    for (const statement of statements) {
      for (const attribute of childElements(statement, 'Attribute')) {
        if (attributeOf(attribute, 'Name') !== name) continue;
        const value = childElements(attribute, 'AttributeValue')
          .map((element) => textOf(element)?.trim())
          .find((text) => text);
        if (value) return value;
      }
    }
  }
  return null;
}

/**
 * The portal's own rules over the assertion the verified signature covers (`assertion`) and the
 * response around it (`envelope`), whatever the signature library also checked: issuer,
 * audience, recipient, destination and time limits by the portal's clock.
 */
export function acceptAssertion(assertion: XmlElement, envelope: XmlElement, agreement: SamlAgreement, now: Date): AcceptedAssertion {
  const nowMs = now.getTime();
  const assertionId = attributeOf(assertion, 'ID');
  if (!assertionId) refuse('The assertion has no ID');
  checkEnvelope(envelope, assertionId, agreement);
  if (textOf(onlyChild(assertion, 'Issuer')) !== agreement.idpEntityId) refuse('The assertion comes from another issuer');

  const conditions = onlyChild(assertion, 'Conditions');
  if (!conditions) refuse('The assertion must carry one Conditions');
  const conditionsEnd = checkWindow(conditions, 'assertion', nowMs);
  const restrictions = childElements(conditions, 'AudienceRestriction');
  const forUs = (restriction: XmlElement): boolean =>
    childElements(restriction, 'Audience').some((audience) => textOf(audience) === agreement.spEntityId);
  if (restrictions.length === 0 || !restrictions.every(forUs)) refuse('The assertion is meant for another audience');

  const subject = onlyChild(assertion, 'Subject');
  const nameId = textOf(onlyChild(subject, 'NameID'))?.trim();
  if (!nameId) refuse('The assertion names no subject');
  const bearers = childElements(subject, 'SubjectConfirmation').filter((confirmation) => attributeOf(confirmation, 'Method') === BEARER);
  const confirmation = bearers.length === 1 ? onlyChild(bearers[0], 'SubjectConfirmationData') : undefined;
  if (!confirmation) refuse('The assertion must carry one bearer confirmation');
  if (attributeOf(confirmation, 'Recipient') !== agreement.acsUrl) refuse('The assertion is meant for another recipient');
  const confirmationEnd = checkWindow(confirmation, 'subject confirmation', nowMs);
  if (confirmationEnd === undefined) refuse('The subject confirmation has no NotOnOrAfter');

  // The signed confirmation says which request this answers; the unsigned envelope may only agree.
  const inResponseTo = attributeOf(confirmation, 'InResponseTo') ?? null;
  const envelopeInResponseTo = attributeOf(envelope, 'InResponseTo');
  if (envelopeInResponseTo !== undefined && envelopeInResponseTo !== inResponseTo)
    refuse('The response and its assertion answer different requests');

  const statements = childElements(assertion, 'AttributeStatement');
  return {
    assertionId,
    validUntil: new Date(Math.min(confirmationEnd, conditionsEnd ?? confirmationEnd) + SAML_CLOCK_SKEW_MS),
    inResponseTo,
    nameId,
    memberNumber: agreement.memberNumberAttribute ? firstValue(statements, [agreement.memberNumberAttribute]) : null,
    email: firstValue(statements, EMAIL_ATTRIBUTES),
    phone: firstValue(statements, PHONE_ATTRIBUTES),
  };
}
