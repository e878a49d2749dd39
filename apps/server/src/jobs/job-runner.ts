import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { AreaJob } from '../modules/area-module';
import type { Services } from '../services';

/** How often the areas' jobs run in the server: often enough that a lapsed reward goes the same morning. */
export const JOB_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Runs every area's jobs one after the other, now and then every interval, never two rounds at
 * once in one process. Several processes may run them together: each job is safe with that
 * (DESIGN section 9), so there is no leader to elect.
 */
export function createJobRunner(jobs: readonly AreaJob<object>[], services: Services, clock: Clock, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runAll(): Promise<void> {
    for (const job of jobs) {
      try {
        await job.run(services, clock.now());
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed; it runs again next round');
      }
    }
  }

  function round(): void {
    if (running) return;
    running = runAll().finally(() => {
      running = undefined;
    });
  }

  return {
    start(): void {
      round();
      timer = setInterval(round, JOB_INTERVAL_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
