import type { FeatureRoutes } from '../../lib/feature-routes';

// The header offers the area before its pages exist (decision 0008); its issue adds them here.
export const helpRoutes: FeatureRoutes = {
  menu: { key: 'helpCenter', path: '/help-center', feature: null, placement: 'icon', icon: 'help' },
};
