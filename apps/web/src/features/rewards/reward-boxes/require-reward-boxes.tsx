import type { ReactElement } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useClientConfiguration } from '../../../lib/api/get-client-configuration';

/** The reward box pages need REWARD_BOXES as well as REWARDS; without it the member goes to /rewards. */
export function RequireRewardBoxes(): ReactElement {
  const { features } = useClientConfiguration();
  return features.includes('REWARD_BOXES') ? <Outlet /> : <Navigate to="/rewards" replace />;
}
