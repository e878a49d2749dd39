import type { FeatureFlag } from '@portal/contract';

export type AreaKey = 'home' | 'rewards' | 'learn' | 'helpCenter' | 'prescriptionRecord' | 'tracking' | 'inbox';

export interface PortalArea {
  readonly key: AreaKey;
  readonly path: string;
  /** The flag that shows the area; null when every client has it. */
  readonly feature: FeatureFlag | null;
  /** Text items in the header menu, or icon links beside it. */
  readonly placement: 'menu' | 'icon';
}

/** The header's areas in order (spec 000 section 2, application shell). */
export const PORTAL_AREAS: readonly PortalArea[] = [
  { key: 'home', path: '/', feature: 'HOME', placement: 'menu' },
  { key: 'rewards', path: '/rewards', feature: 'REWARDS', placement: 'menu' },
  { key: 'learn', path: '/learn', feature: 'EDUCATION', placement: 'menu' },
  { key: 'helpCenter', path: '/help-center', feature: null, placement: 'icon' },
  { key: 'prescriptionRecord', path: '/prescription-record', feature: 'PRESCRIPTION_RECORD', placement: 'icon' },
  { key: 'tracking', path: '/tracking', feature: 'TRACKING', placement: 'icon' },
  { key: 'inbox', path: '/inbox', feature: null, placement: 'icon' },
];

export function visibleAreas(features: readonly FeatureFlag[], placement: PortalArea['placement']): PortalArea[] {
  return PORTAL_AREAS.filter((area) => area.placement === placement && (area.feature === null || features.includes(area.feature)));
}

/** Areas whose pages this build has; the others arrive with their own issues. */
export const BUILT_AREAS: ReadonlySet<AreaKey> = new Set<AreaKey>(['home']);

/**
 * Spec: with HOME off, `/` goes to `/rewards` (which itself needs REWARDS). Until the
 * rewards area is built the member stays on home rather than land on a missing page.
 */
export function homeRedirect(features: readonly FeatureFlag[], built: ReadonlySet<AreaKey> = BUILT_AREAS): string | null {
  const goesToRewards = !features.includes('HOME') && features.includes('REWARDS') && built.has('rewards');
  return goesToRewards ? '/rewards' : null;
}
