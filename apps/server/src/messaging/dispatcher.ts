import { isSubscriptionCategory } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Channel, OutboxRepository } from './outbox';
import type { Transport } from './transports';

export const MAX_SEND_ATTEMPTS = 8;
const POLL_INTERVAL_MS = 1_000;

/** Waits 2, 4, 8 ... seconds between attempts, at most ten minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 10 * 60_000);
}

export interface DispatcherOptions {
  readonly transports: Partial<Record<Channel, Transport>>;
  /** Keep messages that have no transport in the development outbox instead of sending. */
  readonly devOutbox: boolean;
}

/**
 * Sends what the outbox holds, oldest first, and retries failures with growing delays. Log
 * lines name a message by id and channel only: never its address or its text.
 */
export function createDispatcher(outbox: OutboxRepository, options: DispatcherOptions, clock: Clock, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let followUp: Promise<number> | undefined;

  /**
   * Whether the message is an e-mail of a category its member unsubscribed from. Checked when
   * sending, not when queueing, so an unsubscription made meanwhile still holds.
   */
  async function unsubscribed(message: { purpose: string; memberId: number | null }): Promise<boolean> {
    if (!isSubscriptionCategory(message.purpose) || message.memberId === null) return false;
    return outbox.isUnsubscribed(message.memberId, message.purpose);
  }

  async function dispatchDue(): Promise<number> {
    const due = await outbox.claimDue(clock.now());
    for (const message of due) {
      if (await unsubscribed(message)) {
        await outbox.markSkipped(message.id);
        log.info({ messageId: message.id, category: message.purpose }, 'message skipped: unsubscribed from its category');
        continue;
      }
      const transport = options.transports[message.channel];
      if (!transport) {
        if (options.devOutbox) await outbox.markCaptured(message.id, clock.now());
        else await outbox.markFailed(message.id, `no transport for ${message.channel}`, null);
        continue;
      }
      try {
        await transport.send({ destination: message.destination, subject: message.subject, body: message.body });
        await outbox.markSent(message.id, clock.now());
      } catch (error) {
        const retryAt = message.attempts < MAX_SEND_ATTEMPTS ? new Date(clock.now().getTime() + retryDelayMs(message.attempts)) : null;
        await outbox.markFailed(message.id, (error as Error).message, retryAt);
        log.warn(
          { messageId: message.id, channel: message.channel, attempts: message.attempts, willRetry: retryAt !== null },
          'message not sent',
        );
      }
    }
    return due.length;
  }

  return {
    /** Whether a code can reach a member by this channel at all. */
    canDeliver(channel: Channel): boolean {
      return options.transports[channel] !== undefined || options.devOutbox;
    },

    /** Sends what is due now; answers how many messages the last run handled. */
    async dispatchNow(): Promise<number> {
      if (!running) {
        running = dispatchDue().finally(() => {
          running = undefined;
        });
        return running;
      }
      // The run under way may have claimed its messages before the newest were queued: one more
      // run after it, shared by every caller meanwhile, sends those too.
      followUp ??= running
        .catch(() => 0)
        .then(() => {
          followUp = undefined;
          return this.dispatchNow();
        });
      return followUp;
    },

    /** Starts sending in the background, without making the caller wait. */
    kick(): void {
      this.dispatchNow().catch((error: unknown) => log.error({ err: error }, 'outbox dispatch failed'));
    },

    start(): void {
      timer = setInterval(() => this.kick(), POLL_INTERVAL_MS);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await followUp;
      await running;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
