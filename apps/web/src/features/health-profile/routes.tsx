import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./health-profile-pages');

// Spec 001 section 2: the summary and each risk's page need HRA_RISK, otherwise the HRA itself.
const needsRisks = { needs: { feature: 'HRA_RISK', otherwise: '/health-actions/hra' } } as const;

// The results pages sit under /health-actions; their fixed segments rank above the action
// page's `:healthActionId/:view?`, so `hra/results` and `{id}/results` reach these pages.
export const healthProfileRoutes: FeatureRoutes = {
  member: [
    {
      path: 'health-actions/hra/results',
      title: 'hraResults',
      page: lazyPage(loadPages, (m) => m.HraResultsPage),
      needs: { feature: 'HRA', otherwise: '/health-actions' },
    },
    { path: 'health-actions/:healthActionId/results', title: 'surveyResults', page: lazyPage(loadPages, (m) => m.SurveyResultsPage) },
    { path: 'health-actions/hra/summary', title: 'hraSummary', page: lazyPage(loadPages, (m) => m.HraSummaryPage), ...needsRisks },
    { path: 'hra/summary/:risk', title: 'hraRisk', page: lazyPage(loadPages, (m) => m.RiskPage), ...needsRisks },
  ],
};
