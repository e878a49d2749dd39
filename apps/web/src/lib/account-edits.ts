import type { FeatureFlag } from '@portal/contract';

/** What the account page offers to change, by the client's features. */
export interface AccountEdits {
  readonly contact: boolean;
  readonly ethnography: boolean;
  /** 'call' tells the member to call the health plan instead. */
  readonly address: 'edit' | 'call' | 'none';
}

/**
 * Spec 000: LEGACY_ACCOUNT_PAGE keeps only the password editable; under
 * SUPPRESS_MEMBER_EDIT_ADDRESS the address is changed by calling the health plan, whichever page.
 */
export function accountEdits(features: readonly FeatureFlag[]): AccountEdits {
  const legacy = features.includes('LEGACY_ACCOUNT_PAGE');
  const suppressed = features.includes('SUPPRESS_MEMBER_EDIT_ADDRESS');
  return {
    contact: !legacy,
    ethnography: !legacy,
    address: suppressed ? 'call' : legacy ? 'none' : 'edit',
  };
}
