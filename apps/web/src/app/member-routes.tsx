import type { ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/feature-routes';
import { RequireMember } from './guards/require-member';
import { PublicLayout } from './layout/public-layout';
import { PORTAL_FEATURES } from './portal-features';
import { NOT_FOUND_ROUTE, routesOf, titled } from './route-objects';

/*
 * The member pages' route table, a chunk of its own (decision 0054): the sign-in page does not
 * load it, and a visitor who opens a member address loads it (and not the member area) only to
 * learn that the address needs a sign-in.
 */

const MemberHome = lazyPage(
  () => import('./member-area'),
  (m) => m.MemberHome,
);

const MEMBER_PAGES: RouteObject[] = [...routesOf(PORTAL_FEATURES, 'member'), { index: true, element: titled('home', MemberHome) }];
const MEMBER_PAGES_OR_NOT_FOUND: RouteObject[] = [...MEMBER_PAGES, NOT_FOUND_ROUTE];
const PUBLIC_NOT_FOUND: RouteObject[] = [{ element: <PublicLayout />, children: [NOT_FOUND_ROUTE] }];

/** Inside the member's layout: the page at this address, or not found (in the member's header and menu). */
export function MemberPages(): ReactElement | null {
  return useRoutes(MEMBER_PAGES_OR_NOT_FOUND);
}

/**
 * An address the visitors' table does not have, for someone not signed in: a member page sends
 * them to sign in (and back here after), or on to finish a single sign-on's registration; any
 * other address is not found, in the public layout.
 */
export function VisitorFallback(): ReactElement | null {
  const location = useLocation();
  const notFound = useRoutes(PUBLIC_NOT_FOUND);
  return matchRoutes(MEMBER_PAGES, location) ? <RequireMember /> : notFound;
}
