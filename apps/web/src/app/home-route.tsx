import type { ComponentType, ReactElement } from 'react';
import { Navigate } from 'react-router';
import type { AreaLink } from '../features/home/home-page';
import { useClientConfiguration } from '../lib/api/get-client-configuration';
import { homeRedirect, visibleAreas } from './portal-areas';

/** `/`: the home page, or the HOME-off redirect. */
export function HomeRoute({ Page }: { Page: ComponentType<{ areas: readonly AreaLink[] }> }): ReactElement {
  const { features } = useClientConfiguration();
  const redirect = homeRedirect(features);
  if (redirect) return <Navigate to={redirect} replace />;
  const areas = [...visibleAreas(features, 'menu'), ...visibleAreas(features, 'icon')].filter((area) => area.key !== 'home');
  return <Page areas={areas} />;
}
