import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test/fake-clock';
import { createLogger } from '../logger';
import { createDispatcher } from './dispatcher';
import type { OutboxRepository } from './outbox';

type Row = Awaited<ReturnType<OutboxRepository['claimDue']>>[number];

/** An outbox whose first claim waits until the test lets it go, holding whatever was queued by then. */
function slowOutbox() {
  const queued: Row[] = [];
  const sent: number[] = [];
  let release!: () => void;
  const firstClaimReleased = new Promise<void>((resolve) => (release = resolve));
  let claims = 0;
  const outbox = {
    async claimDue() {
      claims += 1;
      const batch = queued.splice(0);
      if (claims === 1) await firstClaimReleased;
      return batch;
    },
    async isUnsubscribed() {
      return false;
    },
    async markCaptured(id: number) {
      sent.push(id);
    },
  } as unknown as OutboxRepository;
  const row = (id: number) => ({ id, channel: 'EMAIL', purpose: 'PASSWORD_RESET', memberId: 1 }) as Row;
  return { outbox, queued, sent, release, row, claims: () => claims };
}

describe('dispatchNow', () => {
  it('also sends what was queued while a run was under way, in one more run shared by the callers meanwhile', async () => {
    const { outbox, queued, sent, release, row, claims } = slowOutbox();
    const dispatcher = createDispatcher(outbox, { transports: {}, devOutbox: true }, createFakeClock(), createLogger('silent'));
    queued.push(row(1));
    const first = dispatcher.dispatchNow();
    await Promise.resolve();
    queued.push(row(2));
    const second = dispatcher.dispatchNow();
    const third = dispatcher.dispatchNow();
    release();
    await Promise.all([first, second, third]);
    expect(sent).toEqual([1, 2]);
    expect(claims()).toBe(2);
  });
});
