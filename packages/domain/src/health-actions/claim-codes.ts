import type { ClaimCodeSystem } from '@portal/contract';

/**
 * How each code system writes a code: CPT Category I is five digits, Category II and III four
 * digits then F or T; HCPCS Level II a letter of the letters CMS uses then four digits; ICD-10-CM
 * a letter, a digit, a digit or letter, then up to four more after an optional dot. Exported so
 * that a check written in SQL (the claims feed on PostgreSQL) uses these very patterns.
 */
export const CLAIM_CODE_PATTERNS: Record<ClaimCodeSystem, RegExp> = {
  CPT: /^(?:\d{5}|\d{4}[FT])$/,
  HCPCS: /^[ABCEGHJKLMPQRSTUV]\d{4}$/,
  ICD10: /^[A-Z]\d[0-9A-Z](?:\.?[0-9A-Z]{1,4})?$/,
};

export const CLAIM_CODE_RULES: Record<ClaimCodeSystem, string> = {
  CPT: 'a CPT code is five digits, or four digits then F or T',
  HCPCS: 'a HCPCS Level II code is one of the letters A-V used by CMS then four digits',
  ICD10: 'an ICD-10-CM code is a letter, a digit, a digit or letter, then up to four digits or letters after an optional dot',
};

export function isClaimCode(system: ClaimCodeSystem, code: string): boolean {
  return CLAIM_CODE_PATTERNS[system].test(code);
}

/**
 * The form two codes are compared in: plans write ICD-10 codes with or without the dot
 * (Z00.00 and Z0000 are one code), and in either case.
 */
export function claimCodeKey(system: ClaimCodeSystem, code: string): string {
  const upper = code.trim().toUpperCase();
  return `${system}:${system === 'ICD10' ? upper.replace('.', '') : upper}`;
}
