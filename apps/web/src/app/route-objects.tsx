import type { ComponentType, ReactElement } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { AliasRoute, FeatureRoutes, PageRoute, TitleKey } from '../lib/feature-routes';
import { RequireFeature } from './guards/require-feature';
import { NotFoundPage } from './not-found-page';
import { RouteTitle } from './route-title';

/** An alias keeps the query string and hash of the address it stands for. */
function Alias({ to }: { to: string }): ReactElement {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** A page of the route table with its title key (in `common`'s `titles`). */
export function titled(titleKey: TitleKey, Page: ComponentType): ReactElement {
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

/** The routes of one kind (signed-in, guest-only or public) of the given features. */
export function routesOf(features: readonly FeatureRoutes[], kind: keyof Omit<FeatureRoutes, 'menu'>): RouteObject[] {
  return features.flatMap((feature) => (feature[kind] ?? []).map(toRoute));
}

/** Any address no route claims: the not-found page. */
export const NOT_FOUND_ROUTE: RouteObject = { path: '*', element: titled('notFound', NotFoundPage) };
