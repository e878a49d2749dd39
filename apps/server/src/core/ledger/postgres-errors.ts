/** PostgreSQL's unique-violation code; the drivers carry it on the error or on its cause. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: string } | null)?.code === UNIQUE_VIOLATION ||
    (error as { cause?: { code?: string } } | null)?.cause?.code === UNIQUE_VIOLATION
  );
}
