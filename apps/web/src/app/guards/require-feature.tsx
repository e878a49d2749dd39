import type { FeatureFlag } from '@portal/contract';
import type { ReactElement } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';

/** Spec route tables: a page whose feature the client has off redirects elsewhere. */
export function RequireFeature({ feature, redirectTo }: { feature: FeatureFlag; redirectTo: string }): ReactElement {
  const { features } = useClientConfiguration();
  return features.includes(feature) ? <Outlet /> : <Navigate to={redirectTo} replace />;
}
