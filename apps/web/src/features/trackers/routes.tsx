import type { FeatureRoutes } from '../../lib/feature-routes';

// The header offers the area before its pages exist (decision 0008); its issue adds them here.
export const trackersRoutes: FeatureRoutes = {
  menu: { key: 'tracking', path: '/tracking', feature: 'TRACKING', placement: 'icon', icon: 'tracker' },
};
