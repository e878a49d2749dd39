import { DEFAULT_LANGUAGE, type MessageText } from '@portal/contract';
import { todayIn } from '@portal/domain';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { MessageRecipient, MessagesRepository, NewInboxMessage } from './messages.repository';

/** Whom an operator's message is for: one member by the plan's member number, or a cohort. */
export type MessageAudience = { readonly memberNumber: string } | { readonly cohortCode: string };

export interface MessageSendingDependencies {
  readonly repository: MessagesRepository;
  readonly clock: Clock;
  readonly deliverWithin: (tx: Database, message: NewInboxMessage) => Promise<boolean>;
  readonly sendNotices: () => void;
}

/** The member's language when the message is written in it, else English (which every send has). */
export function textFor(texts: readonly MessageText[], languageCd: string | null): MessageText {
  return texts.find((text) => text.language === languageCd) ?? texts.find((text) => text.language === DEFAULT_LANGUAGE)!;
}

/**
 * Messages an operator sends (the `messages send` command and the staff call alike): all of an
 * audience's messages in one transaction, so a failure sends none rather than some.
 */
export function createMessageSending({ repository, clock, deliverWithin, sendNotices }: MessageSendingDependencies) {
  async function recipientsOf(client: ClientRecord, audience: MessageAudience): Promise<MessageRecipient[]> {
    const clientId = client.configuration.id;
    if ('memberNumber' in audience) {
      const found = await repository.recipientByNumber(clientId, audience.memberNumber);
      if (found.length === 0) throw new AppError('MEMBER_NOT_FOUND', `${client.configuration.abbreviation} has no member of that number`);
      return found;
    }
    if (!(await repository.cohortExists(clientId, audience.cohortCode))) {
      throw new AppError('COHORT_NOT_FOUND', `${client.configuration.abbreviation} has no cohort ${audience.cohortCode}`);
    }
    return repository.recipientsInCohort(clientId, audience.cohortCode, todayIn(clock.now(), client.timeZone));
  }

  return {
    async send(client: ClientRecord, audience: MessageAudience, texts: readonly MessageText[]): Promise<{ sent: number }> {
      const recipients = await recipientsOf(client, audience);
      const sentAt = clock.now();
      const notified = await repository.db.transaction(async (tx) => {
        let queued = false;
        for (const recipient of recipients) {
          const { subject, body } = textFor(texts, recipient.languageCd);
          const message = {
            clientId: client.configuration.id,
            memberId: recipient.memberId,
            subject,
            body,
            status: 'UNREAD' as const,
            sentAt,
          };
          queued = (await deliverWithin(tx, message)) || queued;
        }
        return queued;
      });
      if (notified) sendNotices();
      return { sent: recipients.length };
    },
  };
}

export type MessageSending = ReturnType<typeof createMessageSending>;
