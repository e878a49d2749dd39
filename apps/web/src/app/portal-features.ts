import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { documentsRoutes } from '../features/documents/routes';
import { healthActionsRoutes } from '../features/health-actions/routes';
import { healthProfileRoutes } from '../features/health-profile/routes';
import { helpRoutes } from '../features/help/routes';
import { homeRoutes } from '../features/home/routes';
import { inboxRoutes } from '../features/inbox/routes';
import { learningRoutes } from '../features/learning/routes';
import { prescriptionsRoutes } from '../features/prescriptions/routes';
import { questionnairesRoutes } from '../features/questionnaires/routes';
import { recoveryRoutes } from '../features/recovery/routes';
import { registrationRoutes } from '../features/registration/routes';
import { rewardsRoutes } from '../features/rewards/routes';
import { schedulingRoutes } from '../features/scheduling/routes';
import { securityRoutes } from '../features/security/routes';
import { staffRoutes } from '../features/staff/routes';
import { subscriptionsRoutes } from '../features/subscriptions/routes';
import { trackersRoutes } from '../features/trackers/routes';
import type { FeatureRoutes } from '../lib/feature-routes';

/**
 * Every feature's routes, the one list the route table, the header and the areas list are built
 * from. A new area adds its line here; the order of header entries is the order of this list
 * (spec 000 section 2, application shell).
 */
export const PORTAL_FEATURES: readonly FeatureRoutes[] = [
  homeRoutes,
  healthActionsRoutes,
  healthProfileRoutes,
  rewardsRoutes,
  learningRoutes,
  schedulingRoutes,
  helpRoutes,
  prescriptionsRoutes,
  trackersRoutes,
  inboxRoutes,
  questionnairesRoutes,
  accountRoutes,
  securityRoutes,
  authRoutes,
  registrationRoutes,
  recoveryRoutes,
  documentsRoutes,
  subscriptionsRoutes,
  staffRoutes,
];
