import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { ReactElement } from 'react';
import { FullPageLoader } from '../components/full-page-loader';
import { GuestOnly } from './guards/guest-only';
import { RequireFeature } from './guards/require-feature';
import { HomeRoute } from './home-route';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-effects';

/** An alias keeps the query string and hash of the address it stands for. */
function Alias({ to }: { to: string }): ReactElement {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

const handle = (titleKey: string): RouteHandle => ({ titleKey });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        // The signed-in area loads only once a member needs it, keeping it off the sign-in page.
        lazy: () => import('./guards/require-member').then((m) => ({ Component: m.RequireMember })),
        children: [
          {
            lazy: () => import('./layout/main-layout').then((m) => ({ Component: m.default })),
            children: [
              {
                path: 'account/mfa',
                handle: handle('mfaSettings'),
                lazy: () => import('../features/security/mfa-settings-page').then((m) => ({ Component: m.MfaSettingsPage })),
              },
              {
                element: <RequireFeature feature="AUTHORIZATION_CODE_AUTH" redirectTo="/" />,
                children: [
                  {
                    path: 'mobile-sign-in',
                    handle: handle('mobileSignIn'),
                    lazy: () => import('../features/security/mobile-sign-in-page').then((m) => ({ Component: m.MobileSignInPage })),
                  },
                ],
              },
              {
                index: true,
                handle: handle('home'),
                lazy: async (): Promise<Pick<RouteObject, 'Component'>> => {
                  const { HomePage } = await import('../features/home/home-page');
                  return { Component: (): ReactElement => <HomeRoute Page={HomePage} /> };
                },
              },
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'login',
                handle: handle('login'),
                lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
              },
              { path: 'signin', element: <Alias to="/login" /> },
              {
                path: 'register',
                handle: handle('register'),
                lazy: () => import('../features/registration/registration-page').then((m) => ({ Component: m.RegistrationPage })),
              },
            ],
          },
          {
            path: 'login-verify-error',
            handle: handle('loginVerifyError'),
            lazy: () => import('../features/auth/login-verify-error-page').then((m) => ({ Component: m.LoginVerifyErrorPage })),
          },
          {
            path: 'forgot-username',
            handle: handle('forgotUsername'),
            lazy: () => import('../features/recovery/forgot-username-page').then((m) => ({ Component: m.ForgotUsernamePage })),
          },
          { path: 'forgot-email', element: <Alias to="/forgot-username" /> },
          {
            path: 'account-found',
            handle: handle('accountFound'),
            lazy: () => import('../features/recovery/account-found-page').then((m) => ({ Component: m.AccountFoundPage })),
          },
          {
            path: 'forgot-password',
            handle: handle('forgotPassword'),
            lazy: () => import('../features/recovery/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'email-sent',
            handle: handle('emailSent'),
            lazy: () => import('../features/recovery/email-sent-page').then((m) => ({ Component: m.EmailSentPage })),
          },
          {
            path: 'reset-password',
            handle: handle('resetPassword'),
            lazy: () => import('../features/recovery/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            path: 'reset-password-success',
            handle: handle('resetPasswordSuccess'),
            lazy: () => import('../features/recovery/reset-password-success-page').then((m) => ({ Component: m.ResetPasswordSuccessPage })),
          },
          {
            path: 'public/privacy-document/:title',
            handle: handle('document'),
            lazy: () => import('../features/documents/privacy-document-page').then((m) => ({ Component: m.PrivacyDocumentPage })),
          },
          {
            path: 'disclaimers/:id',
            handle: handle('disclaimer'),
            lazy: () => import('../features/documents/disclaimer-page').then((m) => ({ Component: m.DisclaimerPage })),
          },
          { path: '*', handle: handle('notFound'), element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
