import type { FeatureFlag } from '@portal/contract';
import type { ComponentType, ReactElement } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';

/**
 * A guard for rewards pages that need another feature as well as REWARDS (the route's own need):
 * without it the member goes to /rewards (spec 001 section 2).
 */
function requireRewardsFeature(feature: FeatureFlag): ComponentType {
  function RequireRewardsFeature(): ReactElement {
    const { features } = useClientConfiguration();
    return features.includes(feature) ? <Outlet /> : <Navigate to="/rewards" replace />;
  }
  return RequireRewardsFeature;
}

export const RequireRewardBoxes = requireRewardsFeature('REWARD_BOXES');
export const RequireAutoRewards = requireRewardsFeature('AUTO_REWARDS');
