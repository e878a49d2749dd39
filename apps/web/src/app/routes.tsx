import type { ComponentType, ReactElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { lazyPage, type AliasRoute, type FeatureRoutes, type PageRoute, type TitleKey } from '../lib/feature-routes';
import { GuestOnly } from './guards/guest-only';
import { RequireFeature } from './guards/require-feature';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './not-found-page';
import { PORTAL_FEATURES } from './portal-features';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteTitle } from './route-title';

/** An alias keeps the query string and hash of the address it stands for. */
function Alias({ to }: { to: string }): ReactElement {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

// The signed-in area is one chunk, kept off the sign-in page; its guard, layout and home share it.
const loadMemberArea = () => import('./member-area');
const MemberGuard = lazyPage(loadMemberArea, (m) => m.MemberGuard);
const MemberLayout = lazyPage(loadMemberArea, (m) => m.MemberLayout);
const MemberHome = lazyPage(loadMemberArea, (m) => m.MemberHome);

/** A page of the route table with its title key (in `common`'s `titles`). */
function titled(titleKey: TitleKey, Page: ComponentType): ReactElement {
  return (
    <RouteTitle titleKey={titleKey}>
      <Page />
    </RouteTitle>
  );
}

function toRoute(route: PageRoute | AliasRoute): RouteObject {
  if ('aliasOf' in route) return { path: route.path, element: <Alias to={route.aliasOf} /> };
  let built: RouteObject = { path: route.path, element: titled(route.title, route.page) };
  if (route.guard) built = { element: <route.guard />, children: [built] };
  if (route.needs)
    built = { element: <RequireFeature feature={route.needs.feature} redirectTo={route.needs.otherwise} />, children: [built] };
  return built;
}

/** Every feature's routes of one kind (signed-in, guest-only or public). */
function routesOf(kind: keyof Omit<FeatureRoutes, 'menu'>): RouteObject[] {
  return PORTAL_FEATURES.flatMap((feature) => (feature[kind] ?? []).map(toRoute));
}

/**
 * The route table, built from the features' routes. Declarative routes rather than the data
 * router: the portal loads its data with TanStack Query, and the data router's code would weigh
 * on the sign-in page (decision 0013).
 */
const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MemberGuard />,
        children: [{ element: <MemberLayout />, children: [...routesOf('member'), { index: true, element: titled('home', MemberHome) }] }],
      },
      {
        element: <PublicLayout />,
        children: [
          { element: <GuestOnly />, children: routesOf('guest') },
          ...routesOf('public'),
          { path: '*', element: titled('notFound', NotFoundPage) },
        ],
      },
    ],
  },
];

export function AppRoutes(): ReactElement {
  const { pathname } = useLocation();
  const page = useRoutes(ROUTES);
  return <RouteErrorBoundary address={pathname}>{page}</RouteErrorBoundary>;
}
