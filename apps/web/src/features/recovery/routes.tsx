import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

// The recovery pages are one chunk: a member who needs one usually needs the next.
const loadRecoveryPages = () => import('./recovery-pages');

export const recoveryRoutes: FeatureRoutes = {
  public: [
    { path: 'forgot-username', title: 'forgotUsername', page: lazyPage(loadRecoveryPages, (m) => m.ForgotUsernamePage) },
    { path: 'forgot-email', aliasOf: '/forgot-username' },
    { path: 'account-found', title: 'accountFound', page: lazyPage(loadRecoveryPages, (m) => m.AccountFoundPage) },
    { path: 'forgot-password', title: 'forgotPassword', page: lazyPage(loadRecoveryPages, (m) => m.ForgotPasswordPage) },
    { path: 'email-sent', title: 'emailSent', page: lazyPage(loadRecoveryPages, (m) => m.EmailSentPage) },
    { path: 'reset-password', title: 'resetPassword', page: lazyPage(loadRecoveryPages, (m) => m.ResetPasswordPage) },
    {
      path: 'reset-password-success',
      title: 'resetPasswordSuccess',
      page: lazyPage(loadRecoveryPages, (m) => m.ResetPasswordSuccessPage),
    },
  ],
};
