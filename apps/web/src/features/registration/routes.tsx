import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

export const registrationRoutes: FeatureRoutes = {
  guest: [
    {
      path: 'register',
      title: 'register',
      page: lazyPage(
        () => import('./registration-page'),
        (m) => m.RegistrationPage,
      ),
    },
  ],
  // Its own guard: only a single sign-on waiting for registration (see the page).
  public: [
    {
      path: 'register-sso',
      title: 'registerSso',
      page: lazyPage(
        () => import('./register-sso-page'),
        (m) => m.RegisterSsoPage,
      ),
    },
  ],
};
