import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

// The health-actions pages are one chunk: a member on the list opens an action next. The area
// has no header entry (spec 001 section 2): home and the rewards page lead to it.
const loadPages = () => import('./health-actions-pages');

export const healthActionsRoutes: FeatureRoutes = {
  member: [
    { path: 'health-actions', title: 'healthActions', page: lazyPage(loadPages, (m) => m.HealthActionsPage) },
    { path: 'health-actions/:healthActionId', title: 'healthAction', page: lazyPage(loadPages, (m) => m.HealthActionDetailsPage) },
    {
      path: 'health-actions/:healthActionId/history',
      title: 'healthActionHistory',
      page: lazyPage(loadPages, (m) => m.HealthActionHistoryPage),
    },
    {
      path: 'health-actions/:healthActionId/profile-update',
      title: 'profileUpdate',
      page: lazyPage(loadPages, (m) => m.ProfileUpdateRedirect),
    },
  ],
};
