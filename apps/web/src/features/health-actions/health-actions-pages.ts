// The health-actions pages as one chunk (see routes.tsx).
export { HealthActionPage } from './health-action-page';
export { HealthActionsPage } from './health-actions-page';
