/** Failures of the learning calls (spec 001 section 10: 'Article not found', 'Exercise not found'). */
export const LEARNING_ERRORS = {
  /** No article of that id in the plan's library. */
  ARTICLE_NOT_FOUND: 404,
} as const;
