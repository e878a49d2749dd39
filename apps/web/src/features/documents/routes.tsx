import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

export const documentsRoutes: FeatureRoutes = {
  public: [
    {
      path: 'public/privacy-document/:title',
      title: 'document',
      page: lazyPage(
        () => import('./privacy-document-page'),
        (m) => m.PrivacyDocumentPage,
      ),
    },
    {
      path: 'disclaimers/:id',
      title: 'disclaimer',
      page: lazyPage(
        () => import('./disclaimer-page'),
        (m) => m.DisclaimerPage,
      ),
    },
  ],
};
