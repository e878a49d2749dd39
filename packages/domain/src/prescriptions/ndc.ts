/**
 * A National Drug Code as pharmacies and plans write it: ten digits in one of the FDA's three
 * hyphenated forms (4-4-2, 5-3-2, 5-4-1), the eleven-digit billing form 5-4-2, or the digits
 * alone (10 or 11). Decision 0052: a hyphenated code is kept in the eleven-digit form, padding
 * the short segment with a zero, since its hyphens say which segment is short; bare digits are
 * kept as written, since ten bare digits do not say it.
 */
const HYPHENATED = /^(\d{4,5})-(\d{3,4})-(\d{1,2})$/;
const BARE = /^\d{10,11}$/;

export const NDC_RULE = 'an NDC is 10 or 11 digits, with or without hyphens (4-4-2, 5-3-2, 5-4-1 or 5-4-2)';

/** The code in its kept form, or null when it is no NDC. */
export function normalizedNdc(value: string): string | null {
  const code = value.trim();
  if (BARE.test(code)) return code;
  const parts = HYPHENATED.exec(code);
  if (!parts) return null;
  const [, labeler = '', product = '', pack = ''] = parts;
  const digits = labeler.length + product.length + pack.length;
  if (digits !== 10 && digits !== 11) return null;
  // 5-4-2 has no short segment; of the ten-digit forms only one segment is short.
  if (digits === 11 && (labeler.length !== 5 || product.length !== 4 || pack.length !== 2)) return null;
  return labeler.padStart(5, '0') + product.padStart(4, '0') + pack.padStart(2, '0');
}
