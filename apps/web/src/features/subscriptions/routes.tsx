import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

export const subscriptionsRoutes: FeatureRoutes = {
  public: [
    {
      path: 'subscriptions',
      title: 'subscriptions',
      page: lazyPage(
        () => import('./subscriptions-page'),
        (m) => m.SubscriptionsPage,
      ),
    },
  ],
};
