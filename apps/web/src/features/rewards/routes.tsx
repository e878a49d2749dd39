import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./rewards-pages');

export const rewardsRoutes: FeatureRoutes = {
  member: [
    {
      path: 'rewards',
      title: 'rewards',
      page: lazyPage(loadPages, (m) => m.RewardsPage),
      // Spec 001 section 2: /rewards needs REWARDS, otherwise home.
      needs: { feature: 'REWARDS', otherwise: '/' },
    },
  ],
  menu: { key: 'rewards', path: '/rewards', feature: 'REWARDS', placement: 'menu' },
};
