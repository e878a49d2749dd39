import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./questionnaires-pages');

// Spec 001 section 2. `/health-actions/hra` is matched before the health-actions area's
// `/health-actions/:healthActionId`, a static segment ranking above a dynamic one.
export const questionnairesRoutes: FeatureRoutes = {
  member: [
    { path: 'questionnaire/:type', title: 'questionnaire', page: lazyPage(loadPages, (m) => m.QuestionnairePage) },
    {
      path: 'health-actions/hra',
      title: 'hra',
      page: lazyPage(loadPages, (m) => m.HraPage),
      needs: { feature: 'HRA', otherwise: '/health-actions' },
    },
  ],
};
