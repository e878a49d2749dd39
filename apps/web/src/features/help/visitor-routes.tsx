import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

/**
 * The help center's addresses for anyone, apart from its member pages so that the sign-in page's
 * route table does not carry those (decision 0054). `/faq` is an older address of the landing,
 * keeping its query and hash; a visitor who is not signed in goes on to sign in from there.
 */
export const helpVisitorRoutes: FeatureRoutes = {
  public: [
    { path: 'faq', aliasOf: '/help-center' },
    // Beyond the spec: the Section 1557 notice and taglines (decision 0051).
    {
      path: 'language-assistance',
      title: 'languageAssistance',
      page: lazyPage(
        () => import('./language-assistance-page'),
        (m) => m.LanguageAssistancePage,
      ),
    },
  ],
};
