import { describe, expect, it } from 'vitest';
import { retriedOnceAfterDeadlock } from './deadlock-retry';

const failure = (code: string, wrapped = false): Error => {
  const database = Object.assign(new Error('database failure'), { code });
  return wrapped ? new Error('query failed', { cause: database }) : database;
};

function failingTimes(times: number, error: Error): { work: () => Promise<string>; calls: () => number } {
  let calls = 0;
  return {
    work: async () => {
      calls += 1;
      if (calls <= times) throw error;
      return 'done';
    },
    calls: () => calls,
  };
}

describe('a transaction chosen as a deadlock victim', () => {
  it.each(['40P01', '40001'])('runs again once after %s, found directly or as the cause', async (code) => {
    for (const wrapped of [false, true]) {
      const attempt = failingTimes(1, failure(code, wrapped));
      await expect(retriedOnceAfterDeadlock(attempt.work)).resolves.toBe('done');
      expect(attempt.calls()).toBe(2);
    }
  });

  it('gives up after the second deadlock', async () => {
    const attempt = failingTimes(2, failure('40P01'));
    await expect(retriedOnceAfterDeadlock(attempt.work)).rejects.toThrow('database failure');
    expect(attempt.calls()).toBe(2);
  });

  it('never runs again after any other failure', async () => {
    const attempt = failingTimes(1, failure('23505'));
    await expect(retriedOnceAfterDeadlock(attempt.work)).rejects.toThrow('database failure');
    expect(attempt.calls()).toBe(1);
  });
});
