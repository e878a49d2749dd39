/**
 * Ledger amounts are whole minor units (cents or points), never fractions or negative figures:
 * a figure that is not one is a programming error, refused before anything is computed from it.
 */
export function requireMinorUnits(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole, non-negative number of cents or points, not ${value}`);
}
