/** Failures of the inbox calls (spec 001 section 8: 'Not found: message'). */
export const MESSAGES_ERRORS = {
  /** No message of that id in the signed-in member's inbox (another member's answers the same). */
  MESSAGE_NOT_FOUND: 404,
  /** A status the message cannot move to from where it is (spec 001 "Inbox message"). */
  MESSAGE_STATUS_CHANGE_REFUSED: 409,
  /** An operator's send names a cohort the client does not have. */
  COHORT_NOT_FOUND: 404,
} as const;
