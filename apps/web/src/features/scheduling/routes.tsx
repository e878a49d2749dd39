import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./scheduling-pages');

// Spec 001 section 2: the doctor-visit scheduling of a health action, under the health actions'
// addresses, for plans with ONLINE_SCHEDULING; the area has no header entry (the action leads to it).
export const schedulingRoutes: FeatureRoutes = {
  member: [
    {
      path: 'health-actions/:healthActionId/scheduling',
      title: 'scheduling',
      page: lazyPage(loadPages, (m) => m.SchedulingPage),
      needs: { feature: 'ONLINE_SCHEDULING', otherwise: '/health-actions' },
    },
  ],
};
