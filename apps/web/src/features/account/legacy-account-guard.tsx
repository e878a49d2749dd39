import type { ReactElement } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';

/** Spec 000 routes: with LEGACY_ACCOUNT_PAGE the contact, ethnography and address editors go back to /account. */
export function LegacyAccountGuard(): ReactElement {
  const { features } = useClientConfiguration();
  return features.includes('LEGACY_ACCOUNT_PAGE') ? <Navigate to="/account" replace /> : <Outlet />;
}

export default LegacyAccountGuard;
