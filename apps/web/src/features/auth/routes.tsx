import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';
import { LoginPage } from './login-page';

// Where a sign-in ends outside the sign-in page, as one chunk.
const loadSignInOutcomes = () => import('./sign-in-outcome-pages');

export const authRoutes: FeatureRoutes = {
  // Part of the first load: most visits start at the sign-in page.
  guest: [
    { path: 'login', title: 'login', page: LoginPage },
    { path: 'signin', aliasOf: '/login' },
  ],
  public: [
    { path: 'sso/complete', title: 'ssoComplete', page: lazyPage(loadSignInOutcomes, (m) => m.SsoCompletePage) },
    { path: 'login-verify-error', title: 'loginVerifyError', page: lazyPage(loadSignInOutcomes, (m) => m.LoginVerifyErrorPage) },
  ],
};
