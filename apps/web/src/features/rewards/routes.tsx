import type { FeatureRoutes } from '../../lib/feature-routes';

// The header offers the area before its pages exist (decision 0008); its issue adds them here.
export const rewardsRoutes: FeatureRoutes = {
  menu: { key: 'rewards', path: '/rewards', feature: 'REWARDS', placement: 'menu' },
};
