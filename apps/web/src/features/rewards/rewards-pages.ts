// The rewards pages as one chunk; redemption's pages join it with their issue.
export { RewardsPage } from './rewards-page';
