import { REWARD_CODE_RESENDS_PER_DAY, type RewardCode } from '@portal/contract';
import { maskEmail } from '@portal/domain';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { MessageDelivery } from '../../messaging/delivery';
import type { OrdersRepository } from './orders.repository';
import type { RewardCodesReadRepository, SealedRewardCode } from './reward-codes.repository';

export interface RewardCodesDependencies {
  readonly repository: RewardCodesReadRepository;
  readonly orders: Pick<OrdersRepository, 'primaryEmail'>;
  readonly secretBox: SecretBox;
  readonly delivery: Pick<MessageDelivery, 'queueRewardCodes' | 'sendSoon'>;
  readonly clock: Clock;
  readonly memberLanguage: (clientId: number, memberId: number) => Promise<string | null>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const notYours = () => new AppError('NOT_FOUND', 'There is no such order of yours');

/**
 * The codes of an order's digital rewards: opened from their seal only to answer the member
 * themselves, or to e-mail them again to the member's verified address a few times a day.
 */
export function createRewardCodesService({ repository, orders, secretBox, delivery, clock, memberLanguage }: RewardCodesDependencies) {
  const opened = (code: SealedRewardCode): RewardCode => ({
    lineNumber: code.lineNumber,
    unitNumber: code.unitNumber,
    name: code.name,
    brand: code.brand,
    faceValue: code.faceValue,
    code: secretBox.open(code.codeSealed),
    pin: code.pinSealed === null ? null : secretBox.open(code.pinSealed),
    expiresOn: code.expiresOn,
  });

  return {
    async codes(client: ClientRecord, member: AccessClaims, orderId: number): Promise<{ codes: RewardCode[] }> {
      // Codes spend like money: staff viewing the portal read everything else, not these.
      if (member.impersonation) throw new AppError('REWARD_CODES_MEMBER_ONLY', 'Reward codes are shown only to the member');
      const clientId = client.configuration.id;
      const order = await repository.householdOrder(repository.db, clientId, orderId, member.memberId);
      if (order === undefined) throw notYours();
      const codes = await repository.codesOf(repository.db, order);
      if (codes.length > 0) await repository.markRevealed(order, clock.now());
      return { codes: codes.map(opened) };
    },

    /** E-mails the order's codes to the member's verified primary address now, at most a few times a day per order. */
    async resend(client: ClientRecord, member: AccessClaims, orderId: number): Promise<{ emailTo: string; resendsLeft: number }> {
      const clientId = client.configuration.id;
      const [email, language] = await Promise.all([
        orders.primaryEmail(clientId, member.memberId),
        memberLanguage(clientId, member.memberId),
      ]);
      const db = repository.db;
      const answer = await db.transaction(async (tx) => {
        // The order's row is held so two resends at once count each other.
        const order = await repository.householdOrder(tx, clientId, orderId, member.memberId, true);
        if (order === undefined) throw notYours();
        if (!email?.verified) throw new AppError('EMAIL_NOT_VERIFIED', 'Reward codes go only to a verified e-mail address');
        const codes = await repository.codesOf(tx, order);
        if (codes.length === 0) throw new AppError('REWARD_CODES_NOT_YET', 'The codes of this order have not arrived yet');
        const now = clock.now();
        const sent = await repository.resendsSince(tx, order, new Date(now.getTime() - DAY_MS));
        if (sent >= REWARD_CODE_RESENDS_PER_DAY)
          throw new AppError(
            'REWARD_CODES_RESEND_LIMIT',
            'The codes of this order were e-mailed again as often as a day allows',
            undefined,
            {
              limit: String(REWARD_CODE_RESENDS_PER_DAY),
            },
          );
        await repository.recordResend(tx, { clientId, memberId: member.memberId, orderId: order }, now);
        await delivery.queueRewardCodes(tx, {
          clientId,
          memberId: member.memberId,
          destination: email.address,
          languageCd: language,
          programme: client.configuration.title,
          orderId: order,
          codes: codes.map(opened),
        });
        return { emailTo: maskEmail(email.address), resendsLeft: REWARD_CODE_RESENDS_PER_DAY - sent - 1 };
      });
      delivery.sendSoon();
      return answer;
    },
  };
}

export type RewardCodesService = ReturnType<typeof createRewardCodesService>;
