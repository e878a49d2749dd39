import type { SubscriptionCategory } from '@portal/contract';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Dispatcher } from './dispatcher';
import { enqueueMessage, type Channel, type OutgoingMessage } from './outbox';
import type { Outreach, SubscriptionLinks } from './subscription-links';
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

/** The e-mails a member may stop: each belongs to a subscription category. */
export type CategorizedTemplate = 'inboxMessage' | 'surveyInvitation';

export interface CategorizedEmail {
  readonly clientId: number;
  readonly memberId: number;
  readonly destination: string;
  readonly languageCd: string | null;
  readonly category: SubscriptionCategory;
  readonly template: CategorizedTemplate;
  /** The template's placeholders; `programme` also fills the preferences footer. */
  readonly values: Readonly<Record<string, string>> & { readonly programme: string };
  /** What sent it, as the link's `utm_source` and `utm_campaign`. */
  readonly outreach: Outreach;
}

export interface SupportRequest {
  readonly clientId: number;
  /** The member the request is about. */
  readonly memberId: number;
  /** The plan's support address. */
  readonly destination: string;
  readonly languageCd: string | null;
  readonly values: {
    readonly programme: string;
    readonly requestId: string;
    readonly action: string;
    readonly memberName: string;
    readonly memberNumber: string;
    readonly requestedBy: string;
    readonly message: string;
    readonly contactPhone: string | null;
  };
}

/** An order's reward codes, e-mailed again at the member's request. */
export interface RewardCodesEmail {
  readonly clientId: number;
  readonly memberId: number;
  readonly destination: string;
  readonly languageCd: string | null;
  readonly programme: string;
  readonly orderId: number;
  readonly codes: readonly {
    readonly name: string;
    readonly code: string;
    readonly pin: string | null;
    readonly expiresOn: string | null;
  }[];
}

/** Composes the portal's messages in the member's language and puts them in the outbox. */
export function createMessageDelivery(dispatcher: Dispatcher, clock: Clock, links: SubscriptionLinks) {
  const queueEmail = (tx: Database, email: Omit<OutgoingMessage, 'channel'>) =>
    enqueueMessage(tx, { ...email, channel: 'EMAIL' }, clock.now());
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
      await queueEmail(tx, {
        clientId: message.clientId,
        memberId: message.memberId,
        destination: message.destination,
        subject: fillTemplate(texts.subject, values),
        body: fillTemplate(texts.email, values),
        purpose: 'PASSWORD_RESET',
        languageCd,
      });
    },

    /**
     * An order's reward codes, one line each with its PIN and expiry. The member asked for it, so
     * it belongs to no subscription category; its body, like a sign-in code's, is blanked once sent.
     */
    async queueRewardCodes(tx: Database, email: RewardCodesEmail): Promise<void> {
      const languageCd = templateLanguage(email.languageCd);
      const texts = TEMPLATES[languageCd].rewardCodes;
      const lines = email.codes.map((code) =>
        [
          fillTemplate(texts.code, { name: code.name, code: code.code }),
          code.pin === null ? null : fillTemplate(texts.pin, { pin: code.pin }),
          code.expiresOn === null ? null : fillTemplate(texts.expires, { date: code.expiresOn }),
        ]
          .filter((part) => part !== null)
          .join(', '),
      );
      const values = { programme: email.programme, orderId: String(email.orderId), codes: lines.map((line) => `- ${line}`).join('\n') };
      await queueEmail(tx, {
        clientId: email.clientId,
        memberId: email.memberId,
        destination: email.destination,
        subject: fillTemplate(texts.subject, values),
        body: fillTemplate(texts.email, values),
        purpose: 'REWARD_CODES',
        languageCd,
      });
    },

    /**
     * An e-mail of a subscription category, ending with the member's link to the preferences
     * page. Its category is its purpose, so the dispatcher skips it if the member has
     * unsubscribed from that category by the time it is sent.
     */
    async queueCategorizedEmail(tx: Database, email: CategorizedEmail): Promise<void> {
      const languageCd = templateLanguage(email.languageCd);
      const texts = TEMPLATES[languageCd][email.template];
      const link = links.link({ memberId: email.memberId, email: email.destination }, email.outreach);
      const footer = fillTemplate(TEMPLATES[languageCd].subscriptionFooter.email, { programme: email.values.programme, link });
      await queueEmail(tx, {
        clientId: email.clientId,
        memberId: email.memberId,
        destination: email.destination,
        subject: fillTemplate(texts.subject, email.values),
        body: `${fillTemplate(texts.email, email.values)}\n\n--\n${footer}`,
        purpose: email.category,
        languageCd,
      });
    },

    /**
     * A member's request to the plan's support (a reasonable alternative to a health action), to
     * the support address, in that address's language. It belongs to no subscription category:
     * the member asked for it to be sent.
     */
    async queueSupportRequest(tx: Database, request: SupportRequest): Promise<void> {
      const languageCd = templateLanguage(request.languageCd);
      const texts = TEMPLATES[languageCd].reasonableAlternative;
      const values = { ...request.values, contactPhone: request.values.contactPhone ?? texts.noPhone };
      await queueEmail(tx, {
        clientId: request.clientId,
        memberId: request.memberId,
        destination: request.destination,
        subject: fillTemplate(texts.subject, values),
        body: fillTemplate(texts.email, values),
        purpose: 'REASONABLE_ALTERNATIVE',
        languageCd,
      });
    },

    /** Starts sending what was just queued, once the transaction that queued it committed. */
    sendSoon(): void {
      dispatcher.kick();
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
