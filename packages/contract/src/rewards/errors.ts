/** Failures of the rewards calls. */
export const REWARDS_ERRORS = {
  /** A staff adjustment would take the coverage's balance below zero (`details.balance` says what it holds). */
  ADJUSTMENT_BELOW_ZERO: 422,
} as const satisfies Record<string, number>;
