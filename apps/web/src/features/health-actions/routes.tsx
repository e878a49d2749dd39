import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

// The health-actions pages are one chunk: a member on the list opens an action next. An action's
// views (its details, `history`, `profile-update`) are one route with an optional segment, which
// weighs less on the sign-in page, where the route table loads, than three. The area has no
// header entry (spec 001 section 2): home and the rewards page lead to it.
const loadPages = () => import('./health-actions-pages');

export const healthActionsRoutes: FeatureRoutes = {
  member: [
    { path: 'health-actions', title: 'healthActions', page: lazyPage(loadPages, (m) => m.HealthActionsPage) },
    { path: 'health-actions/:healthActionId/:view?', title: 'healthAction', page: lazyPage(loadPages, (m) => m.HealthActionPage) },
  ],
};
