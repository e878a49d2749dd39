import type { FastifyBaseLogger } from 'fastify';
import { createAttemptLimiter } from './core/attempt-limits';
import { createHealthActionCompletions } from './core/health-action-completions/completions';
import { createLedger } from './core/ledger/ledger';
import { createHouseholdAnswers } from './core/household-answers';
import { createMemberDirectory } from './core/member-directory';
import { createMemberSessions } from './core/member-sessions';
import { createMfaCodes } from './core/mfa-codes';
import { createMfaProfiles } from './core/mfa-profile';
import { createOneTimeCodes } from './core/one-time-codes';
import { createRememberTokens } from './core/remember-tokens';
import type { FulfilmentWebhookSettings, HumanApiSettings } from './config';
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
import { createClientsRepository } from './modules/clients/clients.repository';
import { createClientsService } from './modules/clients/clients.service';

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
  /** Where new redemption orders are posted, when the operator set it up. */
  readonly fulfilmentWebhook?: FulfilmentWebhookSettings;
  /** Whether members may connect the demo device. */
  readonly demoDevice?: boolean;
  readonly humanApi?: HumanApiSettings | undefined;
  /** How passwords are checked; tests count evaluations through their own. */
  readonly passwords?: PasswordVerifier;
}

/**
 * What several areas build on: sessions, codes, attempt limits, message delivery, and the
 * client directory (every call resolves its client through it). Each area's module builds its
 * own services from these.
 */
export function createSharedServices(infrastructure: Infrastructure) {
  const { db, keys, secretBox, clock, attempts, transports, devOutbox, publicUrl, log } = infrastructure;
  const outbox = createOutboxRepository(db);
  const dispatcher = createDispatcher(outbox, { transports, devOutbox }, clock, log);
  const subscriptionLinks = createSubscriptionLinks(secretBox.deriveKey('subscription-links'), clock, publicUrl);
  const delivery = createMessageDelivery(dispatcher, clock, subscriptionLinks);
  const limiter = createAttemptLimiter(attempts, clock);
  const oneTimeCodes = createOneTimeCodes(clock);
  const directory = createMemberDirectory(db, clock);
  const clients = createClientsService(createClientsRepository(db), clock);
  const ledger = createLedger(db, clock);
  return {
    db,
    keys,
    secretBox,
    clock,
    publicUrl,
    log,
    outbox,
    dispatcher,
    subscriptionLinks,
    delivery,
    limiter,
    oneTimeCodes,
    mfaCodes: createMfaCodes(db, oneTimeCodes, delivery, limiter, clock),
    memberSessions: createMemberSessions(db, keys, clock),
    remember: createRememberTokens(db, clock),
    directory,
    profiles: createMfaProfiles(db, directory, secretBox),
    passwords: infrastructure.passwords ?? argon2Verifier,
    clients,
    /** The rewards ledger: completions issue rewards through it, the rewards area reads and adjusts it. */
    ledger,
    /** Health-action completions from any evidence (claims, questionnaires, attestations), each issuing its reward once. */
    completions: createHealthActionCompletions(db, clock, clients, ledger),
    /** The answers a household reads on every visit, kept until something they show changes. */
    householdAnswers: createHouseholdAnswers(db, clock),
    fulfilmentWebhook: infrastructure.fulfilmentWebhook,
    demoDevice: infrastructure.demoDevice ?? false,
    humanApi: infrastructure.humanApi,
    /** Plan-data feed kinds, added by the areas that read them. */
    feeds: createFeedCatalog(),
  };
}

export type SharedServices = ReturnType<typeof createSharedServices>;
