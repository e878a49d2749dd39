import type { ClientConfiguration, MemberInfo } from '@portal/contract';
import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { RequireFeature } from '../app/guards/require-feature';
import { CurrentPath } from '../features/account/test/account-harness';
import type { FeatureRoutes } from '../lib/feature-routes';
import { renderInPortal } from './render';

/** Opens `path` among a feature's member pages as the route table guards them (a missing feature redirects). */
export function renderMemberPages(
  routes: FeatureRoutes,
  path: string,
  options: { member: MemberInfo; configuration: ClientConfiguration },
): ReturnType<typeof renderInPortal> {
  const pages = (routes.member ?? []).map((route): ReactElement => {
    const page = <Route key={route.path} path={`/${route.path}`} element={<route.page />} />;
    if (!route.needs) return page;
    return (
      <Route key={route.path} element={<RequireFeature feature={route.needs.feature} redirectTo={route.needs.otherwise} />}>
        {page}
      </Route>
    );
  });
  return renderInPortal(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        {pages}
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </Suspense>,
    { ...options, path },
  );
}
