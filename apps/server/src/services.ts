import type { FastifyBaseLogger } from 'fastify';
import { createAttemptLimiter } from './core/attempt-limits';
import { createMemberSessions } from './core/member-sessions';
import { createMfaCodes } from './core/mfa-codes';
import { createMfaProfiles } from './core/mfa-profile';
import { createOneTimeCodes } from './core/one-time-codes';
import { createRememberTokens } from './core/remember-tokens';
import type { Database } from './db/database';
import { createFeedCatalog } from './feeds/feed-catalog';
import type { AttemptCounterStore } from './lib/attempt-counter';
import type { Clock } from './lib/clock';
import { argon2Verifier, type PasswordVerifier } from './lib/passwords';
import type { SecretBox } from './lib/secret-box';
import type { SigningKeys } from './lib/signing-keys';
import { createMessageDelivery } from './messaging/delivery';
import { createDispatcher } from './messaging/dispatcher';
import { createOutboxRepository, type Channel } from './messaging/outbox';
import { createSubscriptionLinks } from './messaging/subscription-links';
import type { Transport } from './messaging/transports';
import { createAgreementsRepository } from './modules/agreements/agreements.repository';
import { createAgreementsService } from './modules/agreements/agreements.service';
import { createClientsRepository } from './modules/clients/clients.repository';
import { createClientsService } from './modules/clients/clients.service';
import { createDevOutboxService } from './modules/dev-outbox/dev-outbox.service';
import { createAccountSecurityRepository } from './modules/member-account/account-security.repository';
import { createAccountSecurityService } from './modules/member-account/account-security.service';
import { createEmailVerificationRepository } from './modules/member-account/email-verification.repository';
import { createEmailVerificationService } from './modules/member-account/email-verification.service';
import { createMemberAccountRepository } from './modules/member-account/member-account.repository';
import { createMemberAccountService } from './modules/member-account/member-account.service';
import { createMemberInfoRepository } from './modules/member-info/member-info.repository';
import { createMemberInfoService } from './modules/member-info/member-info.service';
import { createMemberSessionRepository } from './modules/member-session/member-session.repository';
import { createMemberSessionService } from './modules/member-session/member-session.service';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { createMessagesService } from './modules/messages/messages.service';
import { createMfaRepository } from './modules/mfa/mfa.repository';
import { createMfaService } from './modules/mfa/mfa.service';
import { createMobileSignInRepository } from './modules/mobile-sign-in/mobile-sign-in.repository';
import { createMobileSignInService } from './modules/mobile-sign-in/mobile-sign-in.service';
import { createRecoveryRepository } from './modules/recovery/recovery.repository';
import { createRecoveryService } from './modules/recovery/recovery.service';
import { createRegistrationRepository } from './modules/registration/registration.repository';
import { createRegistrationService } from './modules/registration/registration.service';
import { createRosterRepository } from './modules/roster/roster.repository';
import { createRosterService } from './modules/roster/roster.service';
import { createAuditLog } from './modules/staff/audit-log';
import { createStaffRepository } from './modules/staff/staff.repository';
import { createStaffService } from './modules/staff/staff.service';
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { createSsoRepository } from './modules/sso/sso.repository';
import { createSsoSignIn } from './modules/sso/sso-sign-in.service';
import { createSamlSignIn } from './modules/sso/saml.service';
import { createOidcSignIn } from './modules/sso/oidc.service';
import { createSsoSettings } from './modules/sso/sso-settings.service';
import { createSsoRegistrationRepository } from './modules/sso-registration/sso-registration.repository';
import { createSsoRegistrationService } from './modules/sso-registration/sso-registration.service';

export interface Infrastructure {
  readonly db: Database;
  readonly keys: SigningKeys;
  readonly secretBox: SecretBox;
  readonly clock: Clock;
  readonly attempts: AttemptCounterStore;
  readonly transports: Partial<Record<Channel, Transport>>;
  readonly devOutbox: boolean;
  readonly publicUrl: string;
  readonly log: FastifyBaseLogger;
  /** How passwords are checked; tests count evaluations through their own. */
  readonly passwords?: PasswordVerifier;
}

/** The composition root: every service over its repository, for the server and the CLI alike. */
export function createServices(infrastructure: Infrastructure) {
  const { db, keys, secretBox, clock, attempts, transports, devOutbox, publicUrl, log } = infrastructure;
  const outbox = createOutboxRepository(db);
  const dispatcher = createDispatcher(outbox, { transports, devOutbox }, clock, log);
  const subscriptionLinks = createSubscriptionLinks(secretBox.deriveKey('subscription-links'), clock, publicUrl);
  const delivery = createMessageDelivery(dispatcher, clock, subscriptionLinks);
  const limiter = createAttemptLimiter(attempts, clock);
  const oneTimeCodes = createOneTimeCodes(clock);
  const mfaCodes = createMfaCodes(db, oneTimeCodes, delivery, limiter, clock);
  const sessions = createMemberSessions(db, keys, clock);
  const remember = createRememberTokens(db, clock);
  const profiles = createMfaProfiles(db, secretBox);
  const audit = createAuditLog(db);
  const passwords = infrastructure.passwords ?? argon2Verifier;
  const ssoRepository = createSsoRepository(db);
  const ssoSignIn = createSsoSignIn({ repository: ssoRepository, sessions, clock });
  const saml = createSamlSignIn({ repository: ssoRepository, signIn: ssoSignIn, clock, publicUrl });
  const clients = createClientsService(createClientsRepository(db), clock);
  const oidc = createOidcSignIn({ repository: ssoRepository, secretBox, signIn: ssoSignIn, clock, publicUrl });
  const ssoSettings = createSsoSettings({ repository: ssoRepository, secretBox, publicUrl, onChange: () => clients.forgetClientList() });
  const roster = createRosterService(createRosterRepository(db), clock);
  return {
    ssoSignIn,
    saml,
    oidc,
    ssoSettings,
    ssoRegistration: createSsoRegistrationService({
      repository: createSsoRegistrationRepository(db),
      codes: mfaCodes,
      sessions,
      clock,
    }),
    dispatcher,
    memberSessions: sessions,
    clients,
    sessions: createMemberSessionService({
      repository: createMemberSessionRepository(db),
      sessions,
      limiter,
      passwords,
      isRemembered: (memberId, token) => remember.isValid(memberId, token),
    }),
    mfa: createMfaService({
      db,
      repository: createMfaRepository(db),
      profiles,
      codes: mfaCodes,
      sessions,
      remember,
      secretBox,
      keys,
      clock,
    }),
    registration: createRegistrationService({
      db,
      repository: createRegistrationRepository(db),
      codes: mfaCodes,
      sessions,
      remember,
      secretBox,
      keys,
      clock,
    }),
    recovery: createRecoveryService({
      db,
      repository: createRecoveryRepository(db),
      codes: oneTimeCodes,
      delivery,
      sessions,
      remember,
      clock,
      publicUrl,
    }),
    mobile: createMobileSignInService({ repository: createMobileSignInRepository(db), sessions, limiter, clock, publicUrl }),
    memberInfo: createMemberInfoService(createMemberInfoRepository(db), clock),
    account: {
      ...createMemberAccountService(createMemberAccountRepository(db), clock),
      ...createAccountSecurityService({
        db,
        repository: createAccountSecurityRepository(db),
        sessions,
        remember,
        limiter,
        passwords,
        clock,
      }),
      ...createEmailVerificationService({ repository: createEmailVerificationRepository(db), codes: mfaCodes, clock }),
    },
    messages: createMessagesService({ db, repository: createMessagesRepository(db), delivery, publicUrl }),
    subscriptions: createSubscriptionsService({ db, repository: createSubscriptionsRepository(db), links: subscriptionLinks, clock }),
    roster,
    feeds: createFeedCatalog([roster.feed]),
    devOutbox: createDevOutboxService(outbox, dispatcher),
    agreements: createAgreementsService(createAgreementsRepository(db), clock),
    audit,
    staff: createStaffService({ db, repository: createStaffRepository(db), audit, limiter, passwords, secretBox, keys, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
