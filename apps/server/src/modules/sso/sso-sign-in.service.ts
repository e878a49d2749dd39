import { randomBytes } from 'node:crypto';
import { PERMISSIONS, type SsoLoginType, type SsoProtocol, type SsoSessionResponse } from '@portal/contract';
import type { MemberDirectory } from '../../core/member-directory';
import { hashOpaqueToken, MEMBER_PERMISSIONS, type MemberSessions } from '../../core/member-sessions';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { ProviderIdentity } from './provider-identity';
import { SsoRefusal } from './sso-refusal';
import type { SsoAttemptRow, SsoRepository } from './sso.repository';

/** How long a started sign-in may take at the provider, and how long its hand-off waits for the page. */
export const SSO_ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;
export const SSO_HANDOFF_LIFETIME_MS = 2 * 60 * 1000;

/** The attempt's browser cookie: `<attempt id>.<secret>`; the database keeps the secret's hash. */
export interface BrowserBinding {
  readonly attemptId: string;
  readonly cookieValue: string;
}

function parseBinding(cookieValue: string | undefined): { attemptId: string; secretHash: string } | null {
  const [attemptId, secret, extra] = (cookieValue ?? '').split('.');
  if (!attemptId || !secret || extra !== undefined) return null;
  return { attemptId, secretHash: hashOpaqueToken(secret) };
}

export interface SsoSignInDependencies {
  readonly repository: SsoRepository;
  readonly directory: MemberDirectory;
  readonly sessions: MemberSessions;
  readonly clock: Clock;
}

/**
 * What OIDC and SAML share: attempts bound to the browser, linking a provider's identity to a
 * roster member by the plan's member number (never by e-mail), and the one-time hand-off that
 * gives the page its session.
 */
export function createSsoSignIn({ repository, directory, sessions, clock }: SsoSignInDependencies) {
  async function memberFor(client: ClientRecord, identity: ProviderIdentity): Promise<{ id: number; registered: boolean }> {
    const clientId = client.configuration.id;
    const linked = await repository.findIdentity(clientId, identity.issuer, identity.subject);
    if (linked) {
      await repository.touchIdentity(linked.id, identity, clock.now());
      const member = await directory.findById({ memberId: linked.memberId, clientId });
      if (!member) throw new SsoRefusal('no-member', 'The linked member is no longer on the roster');
      return { id: member.id, registered: member.registeredAt !== null };
    }
    if (!identity.memberNumber) throw new SsoRefusal('no-member', 'The provider sent no member number');
    const member = await directory.findByMemberNumber(clientId, identity.memberNumber);
    if (!member) throw new SsoRefusal('no-member', 'No roster member has this member number');
    const owner = { memberId: member.id, clientId };
    if (member.registeredAt === null) {
      const window = await directory.registrationWindowOf(owner, client);
      if (window.state !== 'open') throw new SsoRefusal('no-member', 'The member has no coverage that lets them register now');
    }
    const other = await repository.findIdentityOfMember(owner, identity.issuer);
    // One identity per member at each provider: another subject claiming the same member number is refused.
    if (other) throw new SsoRefusal('no-member', 'The member is already linked to another identity at this provider');
    const now = clock.now();
    await repository.linkIdentity({
      ...owner,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      phone: identity.phone,
      linkedAt: now,
      lastSignInAt: now,
    });
    return { id: member.id, registered: member.registeredAt !== null };
  }

  return {
    /** Starts a sign-in: the attempt row and the cookie that binds it to this browser. */
    async beginAttempt(
      client: ClientRecord,
      attempt: Pick<SsoAttemptRow, 'provider' | 'state' | 'nonce' | 'codeVerifier' | 'samlRequestId'> & { protocol: SsoProtocol },
    ): Promise<BrowserBinding> {
      const attemptId = randomBytes(16).toString('base64url');
      const secret = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repository.openAttempt({
        id: attemptId,
        clientId: client.configuration.id,
        browserBindingHash: hashOpaqueToken(secret),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SSO_ATTEMPT_LIFETIME_MS),
        ...attempt,
      });
      return { attemptId, cookieValue: `${attemptId}.${secret}` };
    },

    /** The attempt this browser started, spent so that it answers one callback only. */
    async spendAttempt(client: ClientRecord, cookieValue: string | undefined, protocol: SsoProtocol): Promise<SsoAttemptRow> {
      const binding = parseBinding(cookieValue);
      if (!binding) throw new SsoRefusal('failed', 'This browser started no sign-in');
      const attempt = await repository.spendAttempt(binding.attemptId, client.configuration.id, binding.secretHash, clock.now());
      if (!attempt || attempt.protocol !== protocol) throw new SsoRefusal('failed', 'The sign-in attempt is unknown, used or expired');
      return attempt;
    },

    /**
     * The SP-initiated SAML attempt a response answers (its InResponseTo), spent once, and only
     * in the browser that started it (the attempt cookie is `SameSite=None`, so it comes along).
     */
    async spendSamlAttempt(client: ClientRecord, inResponseTo: string, cookieValue: string | undefined): Promise<SsoAttemptRow> {
      const binding = parseBinding(cookieValue);
      if (!binding) throw new SsoRefusal('failed', 'This browser started no sign-in');
      const attempt = await repository.spendSamlAttempt(client.configuration.id, inResponseTo, binding.secretHash, clock.now());
      if (!attempt) throw new SsoRefusal('failed', 'The response answers no request of this portal');
      return attempt;
    },

    /** Records an assertion id once; a second use of it is a replay. */
    async acceptAssertionOnce(client: ClientRecord, assertionId: string, validUntil: Date): Promise<void> {
      const now = clock.now();
      const accepted = await repository.acceptAssertionOnce(client.configuration.id, assertionId, validUntil, now);
      if (!accepted) throw new SsoRefusal('failed', 'The assertion was already used');
    },

    /**
     * A verified identity: linked to its roster member (on first sign-in by member number),
     * then a one-time hand-off code the page exchanges for the session.
     */
    async signIn(client: ClientRecord, identity: ProviderIdentity, loginType: SsoLoginType): Promise<string> {
      const member = await memberFor(client, identity);
      const code = randomBytes(32).toString('base64url');
      await repository.createHandoff({
        codeHash: hashOpaqueToken(code),
        clientId: client.configuration.id,
        memberId: member.id,
        loginType,
        expiresAt: new Date(clock.now().getTime() + SSO_HANDOFF_LIFETIME_MS),
      });
      return code;
    },

    /**
     * The hand-off's session: complete for a registered member; for one who has not
     * registered, a session that opens only SSO registration.
     */
    async openSession(client: ClientRecord, handoff: string): Promise<SsoSessionResponse> {
      const clientId = client.configuration.id;
      const spent = await repository.spendHandoff(hashOpaqueToken(handoff), clientId, clock.now());
      if (!spent) throw new AppError('SSO_HANDOFF_INVALID', 'This sign-in has expired; please sign in again');
      const member = await directory.findById({ memberId: spent.memberId, clientId });
      if (!member) throw new AppError('SSO_HANDOFF_INVALID', 'This sign-in has expired; please sign in again');
      const registered = member.registeredAt !== null;
      const session = await sessions.open({
        clientId,
        memberId: member.id,
        loginType: spent.loginType,
        permissions: registered ? MEMBER_PERMISSIONS : [PERMISSIONS.ssoRegistrationRequired],
        issueRefreshToken: registered,
        recordsLogin: registered,
      });
      const settings = spent.loginType === 'SSO_SAML_IDP_INIT' ? await repository.findSettings(clientId) : undefined;
      return {
        memberId: member.id,
        jwt: session.jwt,
        refreshToken: session.refreshToken,
        loginType: spent.loginType,
        ssoRegistrationRequired: !registered,
        memberLoginUrl: settings?.memberLoginUrl ?? null,
      };
    },
  };
}

export type SsoSignIn = ReturnType<typeof createSsoSignIn>;
