import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

/**
 * `/survey`, the one questionnaire page anyone may open (an invitation's link), apart from the
 * member pages so that the sign-in page's route table does not carry them (decision 0054).
 */
export const surveyRoutes: FeatureRoutes = {
  public: [
    {
      path: 'survey',
      title: 'survey',
      page: lazyPage(
        () => import('./questionnaires-pages'),
        (m) => m.SurveyPage,
      ),
    },
  ],
};
