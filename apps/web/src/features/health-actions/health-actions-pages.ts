// The health-actions pages as one chunk (see routes.tsx).
export { HealthActionDetailsPage, HealthActionHistoryPage } from './health-action-page';
export { HealthActionsPage } from './health-actions-page';
export { ProfileUpdateRedirect } from './profile-update-redirect';
