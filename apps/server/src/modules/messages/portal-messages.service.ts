import { findLanguage, type Currency } from '@portal/contract';
import type { Database } from '../../db/database';
import type { MemberKey } from '../../db/member-owned';
import type { Clock } from '../../lib/clock';
import { fillTemplate, templateLanguage, TEMPLATES } from '../../messaging/templates';
import type { MessagesRepository, NewInboxMessage } from './messages.repository';

/** A reward the ledger issued, as completions report it. */
export interface IssuedReward extends MemberKey {
  readonly completionId: number;
  readonly currency: Currency;
  /** Cents or points. */
  readonly issuedAmount: number;
}

/** An amount in the member's language: dollars as money, points as a number (the text says "points"). */
export function rewardAmountText(amount: number, currency: Currency, languageTag: string): string {
  if (currency === 'POINTS') return new Intl.NumberFormat(languageTag).format(amount);
  return new Intl.NumberFormat(languageTag, { style: 'currency', currency: 'USD' }).format(amount / 100);
}

export interface PortalMessagesDependencies {
  readonly repository: MessagesRepository;
  readonly clock: Clock;
  readonly deliverWithin: (tx: Database, message: NewInboxMessage) => Promise<boolean>;
  readonly deliver: (message: NewInboxMessage) => Promise<void>;
}

/**
 * The messages the portal itself writes to a member, from the server's templates in the member's
 * language (English when they chose none). Each carries what it is about as its origin key, so a
 * feed imported again or a reward settled twice never sends it twice.
 */
export function createPortalMessages({ repository, clock, deliverWithin, deliver }: PortalMessagesDependencies) {
  async function letterFor(tx: Database, member: MemberKey) {
    const { languageCd, programme } = (await repository.letterhead(tx, member)) ?? { languageCd: null, programme: '' };
    const language = templateLanguage(languageCd);
    return { templates: TEMPLATES[language], tag: findLanguage(language)?.tag ?? 'en', programme };
  }

  return {
    async orderShipped(tx: Database, order: MemberKey & { readonly orderId: number }): Promise<boolean> {
      const { templates, programme } = await letterFor(tx, order);
      const values = { programme, orderNumber: String(order.orderId) };
      return deliverWithin(tx, {
        clientId: order.clientId,
        memberId: order.memberId,
        subject: fillTemplate(templates.orderShipped.subject, values),
        body: fillTemplate(templates.orderShipped.body, values),
        status: 'UNREAD',
        sentAt: clock.now(),
        originKey: `order-shipped:${order.orderId}`,
      });
    },

    async rewardIssued(reward: IssuedReward): Promise<void> {
      const { templates, tag, programme } = await letterFor(repository.db, reward);
      const values = { programme, amount: rewardAmountText(reward.issuedAmount, reward.currency, tag) };
      const body = reward.currency === 'POINTS' ? templates.rewardIssued.pointsBody : templates.rewardIssued.dollarsBody;
      await deliver({
        clientId: reward.clientId,
        memberId: reward.memberId,
        subject: fillTemplate(templates.rewardIssued.subject, values),
        body: fillTemplate(body, values),
        status: 'UNREAD',
        sentAt: clock.now(),
        originKey: `reward-issued:${reward.completionId}`,
      });
    },
  };
}
