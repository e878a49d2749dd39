/** Failures of the rewards calls. */
export const REWARDS_ERRORS = {
  /** A staff adjustment would take the coverage's balance below zero (`details.balance` says what it holds). */
  ADJUSTMENT_BELOW_ZERO: 422,
  /** A redemption with nothing in it (spec 001 section 8: 'Empty cart'). */
  EMPTY_CART: 422,
  /** A reward box redemption naming no box (spec 001 section 8: 'No reward box selected'). */
  NO_REWARD_BOX_SELECTED: 422,
  /** The coverage's available balance does not cover the basket (`details.balance` says what it holds). */
  NOT_ENOUGH_BALANCE: 422,
  /** An item that is not in the catalogs of the coverage's programme, or not in that delivery form. */
  NOT_IN_CATALOG: 422,
  /** Digital rewards go only to a verified e-mail address (spec 001 section 5). */
  EMAIL_NOT_VERIFIED: 422,
  /** A physical item needs one of the member's own addresses. */
  SHIPPING_ADDRESS_REQUIRED: 422,
  /** A redemption without a well-formed Idempotency-Key header. */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  /** The key was used before with another body. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The plan redeems elsewhere (REWARDS_EXTERNAL_REDEMPTION): no redemption here. */
  REDEMPTION_EXTERNAL: 403,
  /** The order has reached the fulfilment house, or was cancelled already. */
  ORDER_NOT_CANCELLABLE: 409,
  /** The fulfilment house has sent no codes for the order yet: there is nothing to e-mail again. */
  REWARD_CODES_NOT_YET: 409,
  /** An order's codes were e-mailed again as many times today as a day allows (`details.limit`). */
  REWARD_CODES_RESEND_LIMIT: 429,
  /** Reward codes are as good as money: support staff viewing the portal are not shown them. */
  REWARD_CODES_MEMBER_ONLY: 403,
} as const satisfies Record<string, number>;
