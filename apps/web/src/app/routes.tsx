import type { ComponentType, ReactElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { expiredSessionStatus, isSignedIn, useSession, type MemberSession } from '../lib/session-store';
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
 * on the sign-in page (decision 0013). An unknown address shows the not-found page in the
 * layout of whoever asks: inside the member's header and menu when signed in, so a mistyped
 * link is no way out of the portal; in the public layout otherwise.
 */
function routeTable(signedIn: boolean): RouteObject[] {
  const notFound: RouteObject[] = [{ path: '*', element: titled('notFound', NotFoundPage) }];
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <MemberGuard />,
          children: [
            {
              element: <MemberLayout />,
              children: [...routesOf('member'), { index: true, element: titled('home', MemberHome) }, ...(signedIn ? notFound : [])],
            },
          ],
        },
        {
          element: <PublicLayout />,
          children: [{ element: <GuestOnly />, children: routesOf('guest') }, ...routesOf('public'), ...(signedIn ? [] : notFound)],
        },
      ],
    },
  ];
}

const SIGNED_IN_ROUTES = routeTable(true);
const SIGNED_OUT_ROUTES = routeTable(false);

/** A token that ran out but can be renewed still counts: the member area's guard renews it. */
function hasMemberSession(session: MemberSession | null): boolean {
  return isSignedIn(session) || expiredSessionStatus(session) === 'renewable';
}

export function AppRoutes(): ReactElement {
  const { pathname } = useLocation();
  const page = useRoutes(hasMemberSession(useSession()) ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES);
  return <RouteErrorBoundary address={pathname}>{page}</RouteErrorBoundary>;
}
