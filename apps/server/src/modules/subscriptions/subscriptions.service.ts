import {
  INVALID_SUBSCRIPTION_LINK,
  SUBSCRIPTION_CATEGORIES,
  SUBSCRIPTION_CATEGORY_LABELS,
  type Subscription,
  type SubscriptionCategory,
  type SubscriptionStatus,
} from '@portal/contract';
import type { MemberDirectory } from '../../core/member-directory';
import type { Database } from '../../db/database';
import type { MemberKey } from '../../db/member-owned';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { sameAddress, type LinkRecipient, type SubscriptionLinks } from '../../messaging/subscription-links';
import type { SubscriptionsRepository } from './subscriptions.repository';

export interface SubscriptionsDependencies {
  readonly db: Database;
  readonly repository: SubscriptionsRepository;
  readonly directory: MemberDirectory;
  readonly links: SubscriptionLinks;
  readonly clock: Clock;
}

/** What an e-mail's link carries: `m`, `t` and, on the page's first call, `e`. */
export interface SubscriptionLink {
  readonly memberId: number;
  readonly token: string;
  readonly email?: string;
}

export interface SubscriptionChoice {
  readonly category: SubscriptionCategory;
  readonly status: SubscriptionStatus;
}

export interface OutreachTrack {
  readonly outreachType?: string | null;
  readonly outreachId?: string | null;
}

function listed(statuses: ReadonlyMap<string, SubscriptionStatus>): Subscription[] {
  return SUBSCRIPTION_CATEGORIES.map((category, index) => ({
    category,
    status: statuses.get(category) ?? 'SUBSCRIBED',
    displayOrder: index + 1,
    label: SUBSCRIPTION_CATEGORY_LABELS[category],
  }));
}

function outreachValue(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function createSubscriptionsService({ db, repository, directory, links, clock }: SubscriptionsDependencies) {
  /**
   * The member a link is for, if it is valid for them at the address their e-mails go to now.
   * Every failure is the same answer, and the signature is checked even for a member who does
   * not exist, so the answer does not say why. The link alone names the member, whichever
   * plan's address it is opened on: e-mails carry links on the one public address.
   */
  async function linkedMember(link: SubscriptionLink): Promise<LinkRecipient & MemberKey> {
    const recipient = await repository.emailRecipient(link.memberId);
    const signed = links.isValid(recipient ?? { memberId: link.memberId, email: '' }, link.token);
    const sameEmail = link.email === undefined || (recipient !== undefined && sameAddress(link.email, recipient.email));
    if (!recipient || !signed || !sameEmail) throw new AppError(INVALID_SUBSCRIPTION_LINK, 'This link is not valid');
    return recipient;
  }

  return {
    /** Reads only: opening a link (as mail scanners do) changes nothing. */
    async subscriptions(link: SubscriptionLink): Promise<Subscription[]> {
      return listed(await repository.statuses(db, await linkedMember(link)));
    },

    /** Saves each choice that changes something, recording it with the link's outreach. */
    async update(link: SubscriptionLink, choices: readonly SubscriptionChoice[], track: OutreachTrack = {}): Promise<Subscription[]> {
      const member = await linkedMember(link);
      const outreach = { outreachType: outreachValue(track.outreachType), outreachId: outreachValue(track.outreachId) };
      const now = clock.now();
      const statuses = await db.transaction(async (tx) => {
        await repository.lockMember(tx, member);
        const current = await repository.statuses(tx, member);
        for (const choice of choices) {
          if ((current.get(choice.category) ?? 'SUBSCRIBED') === choice.status) continue;
          await repository.recordChange(tx, { member, ...choice, ...outreach }, now);
          current.set(choice.category, choice.status);
        }
        return current;
      });
      return listed(statuses);
    },

    async addComment(link: SubscriptionLink, comment: string): Promise<void> {
      await repository.addComment(await linkedMember(link), comment.trim(), clock.now());
    },

    /** A working link for a member of the plan, by member number (the operator's command line). */
    async linkFor(client: ClientRecord, clientMemberId: string): Promise<string> {
      const member = await directory.findByMemberNumber(client.configuration.id, clientMemberId);
      const recipient = member && (await repository.emailRecipient(member.id));
      if (!recipient)
        throw new AppError(
          'MEMBER_NOT_FOUND',
          `${client.configuration.abbreviation} has no member ${clientMemberId} with an e-mail address`,
        );
      return links.link(recipient);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
