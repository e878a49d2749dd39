import { createHash } from 'node:crypto';
import type { AutoReward, CallBody, redeemRewardsCall, setupAutoRewardCall } from '@portal/contract';
import { catalogLanguage, maskEmail, offeredCatalogs, rewardItemsOf, todayIn, type ProgrammeDefinition } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Ledger, Redemption, RedemptionLine } from '../../core/ledger/ledger';
import { NotEnoughBalanceError } from '../../core/ledger/redeem';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { autoOrderKey, type AutoRewardsRepository, type PreferenceRow } from './auto-rewards.repository';

type RedeemBody = CallBody<typeof redeemRewardsCall>;

/** What automatic rewards check as a redemption does (the redemption service's own checks). */
export interface RedemptionChecks {
  checkedOrder(
    client: ClientRecord,
    member: AccessClaims,
    body: RedeemBody,
  ): Promise<Pick<Redemption, 'lines' | 'emailTo' | 'shippingAddress' | 'currency'>>;
  linesOf(clientId: number, namedInLanguageOf: number, items: RedeemBody['items']): Promise<RedemptionLine[]>;
  assertHousehold(clientId: number, member: AccessClaims, memberId: number): Promise<void>;
}

export interface AutoRewardsDependencies {
  readonly repository: AutoRewardsRepository;
  readonly redemption: RedemptionChecks;
  readonly ledger: Pick<Ledger, 'redeem' | 'balances'>;
  readonly clock: Clock;
  readonly programmeFor: (clientId: number) => Promise<ProgrammeDefinition | null>;
  readonly findClientById: (clientId: number) => Promise<ClientRecord | undefined>;
  readonly memberLanguage: (clientId: number, memberId: number) => Promise<string | null>;
  readonly log: FastifyBaseLogger;
}

/** The most orders one settling places: a balance far above the item's price is spent over the next rounds. */
const MOST_ORDERS_PER_SETTLING = 50;

const NO_AUTO_REWARD: AutoReward = { selected: null, address: null };

/** Automatic rewards run only where the plan has them and redeems here. */
export const settlesAutoRewards = (client: ClientRecord): boolean =>
  client.configuration.features.includes('AUTO_REWARDS') && !client.configuration.features.includes('REWARDS_EXTERNAL_REDEMPTION');

/** The same order number of the same preference is the same request, whichever process asks. */
const autoOrderDigest = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * Automatic rewards (spec 001): a member's choice of one catalog item, checked as a redemption
 * is, and the settling that redeems it through the ledger whenever the coverage's balance covers
 * it. Each order's key counts the orders the preference placed before, so a retry, a second
 * process or the job after a crash answers the order already placed instead of placing another.
 */
export function createAutoRewardsService(dependencies: AutoRewardsDependencies) {
  const { repository, redemption, ledger, clock, programmeFor, findClientById, memberLanguage, log } = dependencies;

  async function answerOf(client: ClientRecord, languageOf: number, preference: PreferenceRow | undefined): Promise<AutoReward> {
    if (!preference) return NO_AUTO_REWARD;
    const clientId = client.configuration.id;
    const [programme, language] = await Promise.all([programmeFor(clientId), memberLanguage(clientId, languageOf)]);
    const item = rewardItemsOf(offeredCatalogs(programme), catalogLanguage(language)).find(
      (candidate) => candidate.id === preference.incentiveProductId && candidate.deliveryForm === preference.deliveryForm,
    );
    return {
      selected: {
        preferenceId: preference.id,
        memberId: preference.memberId,
        memberCoverageId: preference.memberCoverageId,
        incentiveProductId: preference.incentiveProductId,
        deliveryForm: preference.deliveryForm,
        item: item ?? null,
        emailTo: preference.emailTo === null ? null : maskEmail(preference.emailTo),
        activatedAt: preference.activatedAt.toISOString(),
      },
      address: preference.shippingAddress,
    };
  }

  /** Places the preference's orders while the balance covers the item; answers how many it placed. */
  async function settle(client: ClientRecord, preference: PreferenceRow): Promise<number> {
    const { clientId, memberId, memberCoverageId, placedByMemberId } = preference;
    let lines;
    try {
      lines = await redemption.linesOf(clientId, placedByMemberId, [
        { incentiveProductVariationId: preference.incentiveProductId, quantity: 1, deliveryForm: preference.deliveryForm },
      ]);
    } catch (error) {
      // The plan stopped offering the item: nothing is redeemed until the member chooses again.
      if (error instanceof AppError && error.code === 'NOT_IN_CATALOG') return 0;
      throw error;
    }
    const price = lines[0]?.unitAmount ?? 0;
    if (price <= 0) return 0;
    const currency = (await programmeFor(clientId))?.rewardType ?? client.configuration.currency;
    const today = todayIn(clock.now(), client.timeZone);
    const [balance] = await ledger.balances(clientId, [memberCoverageId], today);
    if ((balance?.available ?? 0) < price) return 0;
    let placed = 0;
    for (let round = 0; round < MOST_ORDERS_PER_SETTLING; round++) {
      const current = await repository.byId(clientId, preference.id);
      if (!current || current.deactivatedAt !== null) break;
      const idempotencyKey = autoOrderKey(preference.id, (await repository.ordersPlaced(preference)) + 1);
      try {
        const result = await ledger.redeem({
          clientId,
          memberId,
          memberCoverageId,
          placedByMemberId,
          currency,
          idempotencyKey,
          requestDigest: autoOrderDigest(idempotencyKey),
          lines,
          shippingAddress: preference.shippingAddress,
          emailTo: preference.emailTo,
        });
        if (!result.replayed) placed++;
      } catch (error) {
        if (error instanceof NotEnoughBalanceError) break;
        throw error;
      }
    }
    return placed;
  }

  /** Settles a coverage's active choice; a failure is logged, never passed on (a reward was issued whatever happens here). */
  async function settleCoverage(clientId: number, memberCoverageId: number): Promise<number> {
    try {
      // Asked after every reward issued: a plan without automatic rewards costs no query.
      const client = await findClientById(clientId);
      if (!client || !settlesAutoRewards(client)) return 0;
      const preference = await repository.activeOfCoverage(clientId, memberCoverageId);
      return preference ? await settle(client, preference) : 0;
    } catch (error) {
      log.error({ err: error, clientId, memberCoverageId }, 'automatic reward not settled; the job tries again');
      return 0;
    }
  }

  return {
    /** Sets up (or replaces) the coverage's automatic reward, under every check a redemption makes. */
    async setup(client: ClientRecord, member: AccessClaims, body: CallBody<typeof setupAutoRewardCall>): Promise<AutoReward> {
      const clientId = client.configuration.id;
      const { incentiveProductId, deliveryForm, shippingId } = body.poolIncentivePreference;
      const order = await redemption.checkedOrder(client, member, {
        account: body.account,
        items: [{ incentiveProductVariationId: incentiveProductId, quantity: 1, deliveryForm, shippingId }],
      });
      const preference = await repository.replace(
        {
          clientId,
          memberId: body.account.memberId,
          memberCoverageId: body.account.memberCoverageId,
          placedByMemberId: member.memberId,
          incentiveProductId,
          deliveryForm,
          shippingAddress: order.shippingAddress,
          emailTo: order.emailTo,
        },
        clock.now(),
      );
      // What the balance already covers is redeemed now, not at the job's next round.
      await settleCoverage(clientId, preference.memberCoverageId);
      return answerOf(client, member.memberId, preference);
    },

    /** Turns off the member's own or their dependent's automatic reward. */
    async remove(client: ClientRecord, member: AccessClaims, preferenceId: number) {
      const clientId = client.configuration.id;
      const preference = await repository.byId(clientId, preferenceId);
      if (!preference) throw new AppError('NOT_FOUND', 'There is no such automatic reward');
      await redemption.assertHousehold(clientId, member, preference.memberId);
      const off = await repository.deactivate(clientId, preferenceId, clock.now());
      if (!off?.deactivatedAt) throw new Error(`automatic reward ${preferenceId} was not turned off`);
      return { preferenceId, deactivatedAt: off.deactivatedAt.toISOString() };
    },

    /** rewards/init's automatic reward of the member viewed (the route has checked who may view them). */
    async autoRewardOf(client: ClientRecord, member: AccessClaims, viewedMemberId: number): Promise<AutoReward> {
      if (!settlesAutoRewards(client)) return NO_AUTO_REWARD;
      const [latest] = await repository.activeOf(client.configuration.id, [viewedMemberId]);
      return answerOf(client, member.memberId, latest);
    },

    settle,
    settleCoverage,

    /** The job's round: every active choice, so rewards that came while settling was off (or failed) are redeemed. */
    async settleAll(): Promise<{ ordersPlaced: number }> {
      let ordersPlaced = 0;
      for (const preference of await repository.allActive())
        ordersPlaced += await settleCoverage(preference.clientId, preference.memberCoverageId);
      return { ordersPlaced };
    },
  };
}
export type AutoRewardsService = ReturnType<typeof createAutoRewardsService>;
