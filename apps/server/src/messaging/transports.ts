import nodemailer from 'nodemailer';
import type { Channel } from './outbox';

export interface Delivery {
  readonly destination: string;
  readonly subject: string | null;
  readonly body: string;
}

/** One way of sending: SMTP for e-mail, an HTTP gateway for texts and calls. */
export interface Transport {
  send(delivery: Delivery): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    async send({ destination, subject, body }) {
      await mailer.sendMail({ from, to: destination, subject: subject ?? '', text: body });
    },
  };
}

/**
 * Texts and voice calls go to a webhook the operator points at any gateway: a JSON POST of
 * `{ channel, to, text }` with a bearer secret; any 2xx is success.
 */
export function createWebhookTransport(channel: Channel, url: string, secret: string | undefined): Transport {
  return {
    async send({ destination, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
        body: JSON.stringify({ channel, to: destination, text: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`gateway answered ${response.status}`);
    },
  };
}
