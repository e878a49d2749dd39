import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';

/**
 * The profile-update action's page: the member updates their profile where the account keeps it,
 * the contact editor; with LEGACY_ACCOUNT_PAGE the editors are not offered, so the account page
 * (spec 001 section 2). Saving a change posts PROFILE_UPDATED, which completes the action.
 */
export function ProfileUpdateRedirect(): ReactElement {
  const { features } = useClientConfiguration();
  return <Navigate to={features.includes('LEGACY_ACCOUNT_PAGE') ? '/account' : '/account/edit-contact'} replace />;
}
