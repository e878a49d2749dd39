import type { FeatureRoutes } from '../../lib/feature-routes';

// The header offers the area before its pages exist (decision 0008); its issue adds them here.
export const inboxRoutes: FeatureRoutes = {
  menu: { key: 'inbox', path: '/inbox', feature: null, placement: 'icon', icon: 'inbox' },
};
