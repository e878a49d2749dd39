/** Feature flags a client switches on (spec 000 section 3). */
export const FEATURE_FLAGS = [
  'AUTHORIZATION_CODE_AUTH',
  'AUTO_REWARDS',
  'AUTO_REWARDS_REGISTRATION',
  'DISCLAIMER',
  'EDUCATION',
  'FTE',
  'GUARDIANSHIP',
  'HOME',
  'HRA',
  'HRA_RISK',
  'HRA_SAT',
  'LEARN_MORE',
  'MOCK_CAHPS',
  'NO_MOBILE_APP',
  'NON_DISCRIMINATION',
  'ONLINE_SCHEDULING',
  'PRESCRIPTION_RECORD',
  'REWARDS',
  'REWARDS_EXTERNAL_REDEMPTION',
  'REWARD_BOXES',
  'SMS_OPT_IN',
  'TRACKING',
  'TRACKING_ON_HOME_SCREEN',
  'LEGACY_ACCOUNT_PAGE',
  'SUPPRESS_MEMBER_EDIT_ADDRESS',
  /** Switches the incentive strategy from cohort to employer group; the spec does not name it. */
  'EMPLOYER_GROUP_INCENTIVES',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
