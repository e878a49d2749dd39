import { rewardsPath } from '../basket/redemption-context';

/** The confirmation page of one chosen item, keeping the dependent chosen. */
export function autoConfirmPath(itemId: number, dependentId: number | undefined): string {
  const search = new URLSearchParams({ item: String(itemId) });
  if (dependentId !== undefined) search.set('dependentId', String(dependentId));
  return `/rewards/auto/confirm?${search.toString()}`;
}

export const autoSplashPath = (dependentId: number | undefined): string => rewardsPath('/rewards/auto/splash', dependentId);
export const autoSetupPath = (dependentId: number | undefined): string => rewardsPath('/rewards/auto/setup', dependentId);
