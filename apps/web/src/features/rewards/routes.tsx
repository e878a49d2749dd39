import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./rewards-pages');

// Spec 001 section 2: /rewards and its children need REWARDS, otherwise home.
const needs = { feature: 'REWARDS', otherwise: '/' } as const;

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
  ],
  menu: { key: 'rewards', path: '/rewards', feature: 'REWARDS', placement: 'menu' },
};
