import type { FeatureRoutes } from '../../lib/feature-routes';

// Home's page is the signed-in area's index: the app loads it with the guard and the layout, in
// one chunk, and hands it the areas the header offers.
export const homeRoutes: FeatureRoutes = {
  menu: { key: 'home', path: '/', feature: 'HOME', placement: 'menu' },
};
