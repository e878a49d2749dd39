// The rewards pages as one chunk.
export { AutoConfirmPage } from './auto/auto-confirm-page';
export { AutoSetupPage } from './auto/auto-setup-page';
export { AutoSplashPage } from './auto/auto-splash-page';
export { ConfirmationPage } from './confirmation-page';
export { EmailVerificationPage } from './email-verification-page';
export { HowItWorksPage } from './how-it-works-page';
export { RedeemPage } from './redeem-page';
export { RewardBoxConfirmationPage } from './reward-box-confirmation-page';
export { RewardBoxSuccessPage } from './reward-box-success-page';
export { RewardBoxesPage } from './reward-boxes-page';
export { RewardsPage } from './rewards-page';
export { SuccessPage } from './success-page';
