/** The time source; tests pass a fake one to cross expiry edges. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
