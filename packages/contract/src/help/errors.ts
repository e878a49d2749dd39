/** Failures of the help center's calls (spec 001 section 10: 'FAQ not found'). */
export const HELP_ERRORS = {
  /** No FAQ item of that id in the plan's FAQ. */
  FAQ_NOT_FOUND: 404,
} as const;
