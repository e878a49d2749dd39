import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { ReactElement } from 'react';
import { FullPageLoader } from '../components/full-page-loader';
import { GuestOnly } from './guards/guest-only';
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
            ],
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
