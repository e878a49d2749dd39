import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../services';
import { createJobRunner } from './job-runner';

const clock = { now: () => new Date('2026-04-02T06:00:00Z') };

describe('createJobRunner', () => {
  it('runs every job at start with the clock, and a failing job does not keep the next from running', async () => {
    const ran: string[] = [];
    const error = vi.fn();
    const runner = createJobRunner(
      [
        {
          name: 'breaks',
          run: async () => {
            ran.push('breaks');
            throw new Error('database away');
          },
        },
        {
          name: 'expiry',
          run: async (_services, now) => {
            ran.push(`expiry ${now.toISOString()}`);
          },
        },
      ],
      {} as Services,
      clock,
      { error } as unknown as FastifyBaseLogger,
    );
    runner.start();
    await runner.stop();
    expect(ran).toEqual(['breaks', 'expiry 2026-04-02T06:00:00.000Z']);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ job: 'breaks' }), expect.any(String));
  });
});
