import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Dispatcher } from './dispatcher';
import { enqueueMessage, type Channel } from './outbox';
import { fillTemplate, spokenDigits, templateLanguage, TEMPLATES } from './templates';

export interface CodeMessage {
  readonly clientId: number;
  readonly memberId: number;
  readonly channel: Channel;
  readonly destination: string;
  readonly languageCd: string | null;
  readonly programme: string;
  readonly code: string;
  readonly purpose: string;
}

/** Composes the portal's messages in the member's language and puts them in the outbox. */
export function createMessageDelivery(dispatcher: Dispatcher, clock: Clock) {
  return {
    canDeliver: (channel: Channel): boolean => dispatcher.canDeliver(channel),

    async queueCode(tx: Database, message: CodeMessage): Promise<void> {
      const languageCd = templateLanguage(message.languageCd);
      const texts = TEMPLATES[languageCd].code;
      const values = { programme: message.programme, code: message.code, spokenCode: spokenDigits(message.code) };
      const body = fillTemplate(message.channel === 'EMAIL' ? texts.email : message.channel === 'SMS' ? texts.sms : texts.voice, values);
      await enqueueMessage(
        tx,
        {
          clientId: message.clientId,
          memberId: message.memberId,
          channel: message.channel,
          destination: message.destination,
          subject: message.channel === 'EMAIL' ? fillTemplate(texts.subject, values) : null,
          body,
          purpose: message.purpose,
          languageCd,
        },
        clock.now(),
      );
    },

    async queuePasswordReset(tx: Database, message: Omit<CodeMessage, 'channel' | 'code' | 'purpose'> & { link: string }): Promise<void> {
      const languageCd = templateLanguage(message.languageCd);
      const texts = TEMPLATES[languageCd].passwordReset;
      const values = { programme: message.programme, link: message.link };
      await enqueueMessage(
        tx,
        {
          clientId: message.clientId,
          memberId: message.memberId,
          channel: 'EMAIL',
          destination: message.destination,
          subject: fillTemplate(texts.subject, values),
          body: fillTemplate(texts.email, values),
          purpose: 'PASSWORD_RESET',
          languageCd,
        },
        clock.now(),
      );
    },

    /** Starts sending what was just queued, once the transaction that queued it committed. */
    sendSoon(): void {
      dispatcher.kick();
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
