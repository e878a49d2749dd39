/** PostgreSQL's deadlock and serialization failures: the transaction can run again as it was. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);

function isRetryable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (RETRYABLE_STATES.has((cause as Error & { code?: unknown }).code as string)) return true;
  }
  return false;
}

/**
 * Runs a transaction again, once, when the database chose it as a deadlock's victim (or it
 * failed to serialize); any other failure, or a second one, goes to the caller.
 */
export async function retriedOnceAfterDeadlock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return work();
  }
}
