import type { ReactElement } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { expiredSessionStatus, isSignedIn, useSession, type MemberSession } from '../lib/session-store';
import { lazyPage } from '../lib/feature-routes';
import { GuestOnly } from './guards/guest-only';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { routesOf } from './route-objects';
import { VISITOR_FEATURES } from './visitor-features';

// The signed-in area is one chunk, kept off the sign-in page; its guard, layout, home and the
// member pages' route table share it (decision 0054).
const loadMemberArea = () => import('./member-area');
const MemberGuard = lazyPage(loadMemberArea, (m) => m.MemberGuard);
const MemberLayout = lazyPage(loadMemberArea, (m) => m.MemberLayout);
const MemberPages = lazyPage(loadMemberArea, (m) => m.MemberPages);
const VisitorFallback = lazyPage(
  () => import('./member-routes'),
  (m) => m.VisitorFallback,
);

/**
 * The route table, built from the features' routes. Declarative routes rather than the data
 * router: the portal loads its data with TanStack Query, and the data router's code would weigh
 * on the sign-in page (decision 0013). An unknown address shows the not-found page in the
 * layout of whoever asks: inside the member's header and menu when signed in, so a mistyped
 * link is no way out of the portal; in the public layout otherwise.
 */
function routeTable(signedIn: boolean): RouteObject[] {
  const visitorPages: RouteObject = {
    element: <PublicLayout />,
    children: [{ element: <GuestOnly />, children: routesOf(VISITOR_FEATURES, 'guest') }, ...routesOf(VISITOR_FEATURES, 'public')],
  };
  const memberPages: RouteObject = {
    element: <MemberGuard />,
    children: [{ element: <MemberLayout />, children: [{ path: '*', element: <MemberPages /> }] }],
  };
  return [{ element: <RootLayout />, children: [visitorPages, signedIn ? memberPages : { path: '*', element: <VisitorFallback /> }] }];
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
