import type { FeatureFlag } from '@portal/contract';
import type { AreaKey, FeatureRoutes, MenuEntry } from '../lib/feature-routes';
import { PORTAL_FEATURES } from './portal-features';

export type { AreaKey } from '../lib/feature-routes';
export type PortalArea = MenuEntry;

/** The header's areas in the order of the features list. */
export function portalAreas(features: readonly FeatureRoutes[] = PORTAL_FEATURES): PortalArea[] {
  return features.flatMap((feature) => (feature.menu ? [feature.menu] : []));
}

export function visibleAreas(
  flags: readonly FeatureFlag[],
  placement: PortalArea['placement'],
  features: readonly FeatureRoutes[] = PORTAL_FEATURES,
): PortalArea[] {
  return portalAreas(features).filter((area) => area.placement === placement && (area.feature === null || flags.includes(area.feature)));
}

/**
 * Areas whose pages this build has: home (the signed-in area's index) and every area whose
 * feature serves a page at the area's address. The others arrive with their own issues.
 */
export function builtAreas(features: readonly FeatureRoutes[] = PORTAL_FEATURES): ReadonlySet<AreaKey> {
  const served = new Set(
    features.flatMap((feature) => [...(feature.member ?? []), ...(feature.public ?? [])].map((route) => `/${route.path}`)),
  );
  return new Set(
    portalAreas(features)
      .filter((area) => area.path === '/' || served.has(area.path))
      .map((area) => area.key),
  );
}

export const BUILT_AREAS: ReadonlySet<AreaKey> = builtAreas();

/**
 * Spec: with HOME off, `/` goes to `/rewards` (which itself needs REWARDS). Until the
 * rewards area is built the member stays on home rather than land on a missing page.
 */
export function homeRedirect(features: readonly FeatureFlag[], built: ReadonlySet<AreaKey> = BUILT_AREAS): string | null {
  const goesToRewards = !features.includes('HOME') && features.includes('REWARDS') && built.has('rewards');
  return goesToRewards ? '/rewards' : null;
}
