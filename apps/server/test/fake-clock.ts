import type { Clock } from '../src/lib/clock';

export interface FakeClock extends Clock {
  advance(milliseconds: number): void;
  set(instant: Date): void;
}

/** A clock the test moves by hand, to cross expiry and idle limits without waiting. */
export function createFakeClock(start = new Date('2026-03-02T15:00:00Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (instant) => {
      current = instant.getTime();
    },
  };
}
