import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

export const securityRoutes: FeatureRoutes = {
  member: [
    {
      path: 'account/mfa',
      title: 'mfaSettings',
      page: lazyPage(
        () => import('./mfa-settings-page'),
        (m) => m.MfaSettingsPage,
      ),
    },
    {
      path: 'mobile-sign-in',
      title: 'mobileSignIn',
      page: lazyPage(
        () => import('./mobile-sign-in-page'),
        (m) => m.MobileSignInPage,
      ),
      needs: { feature: 'AUTHORIZATION_CODE_AUTH', otherwise: '/' },
    },
  ],
};
