/**
 * One-time recovery codes (decision 0027): ten codes of ten characters from a 32-character
 * alphabet (50 bits each), shown as two groups of five. The alphabet leaves out i, l, o and u,
 * so a code read from paper is not mistaken; what the member types is read leniently.
 */
export const RECOVERY_CODE_COUNT = 10;
/** With this many or fewer left, the security settings page suggests making a new set. */
export const RECOVERY_CODES_LOW = 3;
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUP = 5;
const LENGTH = GROUP * 2;

/** A code as shown: `abcde-fghjk`. */
export function formatRecoveryCode(raw: string): string {
  return `${raw.slice(0, GROUP)}-${raw.slice(GROUP)}`;
}

/**
 * What the member typed, in the form codes are stored: lower case, without spaces or dashes,
 * with the letters the alphabet leaves out read as the digits they look like. Null when it
 * cannot be a recovery code.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  if (plain.length !== LENGTH) return null;
  for (const character of plain) if (!RECOVERY_CODE_ALPHABET.includes(character)) return null;
  return plain;
}

/** Whether to tell the member their recovery codes are running out. */
export const recoveryCodesRunningLow = (left: number): boolean => left <= RECOVERY_CODES_LOW;
