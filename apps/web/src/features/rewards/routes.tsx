import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';
import { RequireAutoRewards, RequireRewardBoxes } from './require-rewards-feature';

const loadPages = () => import('./rewards-pages');

// Spec 001 section 2: /rewards and its children need REWARDS, otherwise home.
const needs = { feature: 'REWARDS', otherwise: '/' } as const;
// Automatic rewards need AUTO_REWARDS as well as REWARDS, otherwise the rewards landing.
const auto = { needs, guard: RequireAutoRewards } as const;
// Spec 001 section 3: the reward box pages also need REWARD_BOXES, otherwise /rewards.
const boxes = { needs, guard: RequireRewardBoxes } as const;

export const rewardsRoutes: FeatureRoutes = {
  member: [
    { path: 'rewards', title: 'rewards', page: lazyPage(loadPages, (m) => m.RewardsPage), needs },
    { path: 'rewards/redeem', title: 'rewardsRedeem', page: lazyPage(loadPages, (m) => m.RedeemPage), needs },
    { path: 'rewards/confirmation', title: 'rewardsConfirmation', page: lazyPage(loadPages, (m) => m.ConfirmationPage), needs },
    { path: 'rewards/success', title: 'rewardsSuccess', page: lazyPage(loadPages, (m) => m.SuccessPage), needs },
    {
      path: 'rewards/email-verification',
      title: 'rewardsEmailVerification',
      page: lazyPage(loadPages, (m) => m.EmailVerificationPage),
      needs,
    },
    { path: 'rewards/how-it-works', title: 'rewardsHowItWorks', page: lazyPage(loadPages, (m) => m.HowItWorksPage), needs },
    { path: 'rewards/auto/splash', title: 'rewardsAutoSplash', page: lazyPage(loadPages, (m) => m.AutoSplashPage), ...auto },
    { path: 'rewards/auto/setup', title: 'rewardsAutoSetup', page: lazyPage(loadPages, (m) => m.AutoSetupPage), ...auto },
    { path: 'rewards/auto/confirm', title: 'rewardsAutoConfirm', page: lazyPage(loadPages, (m) => m.AutoConfirmPage), ...auto },
    { path: 'rewards/reward-boxes', title: 'rewardBoxes', page: lazyPage(loadPages, (m) => m.RewardBoxesPage), ...boxes },
    {
      path: 'rewards/reward-boxes/confirmation',
      title: 'rewardBoxesConfirmation',
      page: lazyPage(loadPages, (m) => m.RewardBoxConfirmationPage),
      ...boxes,
    },
    {
      path: 'rewards/reward-boxes/success',
      title: 'rewardBoxesSuccess',
      page: lazyPage(loadPages, (m) => m.RewardBoxSuccessPage),
      ...boxes,
    },
  ],
  menu: { key: 'rewards', path: '/rewards', feature: 'REWARDS', placement: 'menu' },
};
