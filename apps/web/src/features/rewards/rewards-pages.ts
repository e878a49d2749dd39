// The rewards pages as one chunk.
export { ConfirmationPage } from './confirmation-page';
export { RedeemPage } from './redeem-page';
export { RewardBoxConfirmationPage } from './reward-box-confirmation-page';
export { RewardBoxSuccessPage } from './reward-box-success-page';
export { RewardBoxesPage } from './reward-boxes-page';
export { RewardsPage } from './rewards-page';
export { SuccessPage } from './success-page';
