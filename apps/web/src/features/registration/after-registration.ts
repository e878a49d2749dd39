import type { FeatureFlag } from '@portal/contract';

/** Where the splash knows it is the step after registering, and offers to skip it. */
export const AUTO_REWARDS_WELCOME_PATH = '/rewards/auto/splash?welcome=1';

/**
 * Spec 001 AUTO_REWARDS_REGISTRATION: a member who has just registered is offered the automatic
 * rewards set-up once, on the way in; a plan without automatic rewards here sends them home.
 */
export function afterRegistrationPath(features: readonly FeatureFlag[]): string {
  const offered =
    features.includes('AUTO_REWARDS_REGISTRATION') &&
    features.includes('AUTO_REWARDS') &&
    features.includes('REWARDS') &&
    !features.includes('REWARDS_EXTERNAL_REDEMPTION');
  return offered ? AUTO_REWARDS_WELCOME_PATH : '/';
}
