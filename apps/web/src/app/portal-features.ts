import { accountRoutes } from '../features/account/routes';
import { healthActionsRoutes } from '../features/health-actions/routes';
import { healthProfileRoutes } from '../features/health-profile/routes';
import { helpRoutes } from '../features/help/routes';
import { homeRoutes } from '../features/home/routes';
import { inboxRoutes } from '../features/inbox/routes';
import { learningRoutes } from '../features/learning/routes';
import { prescriptionsRoutes } from '../features/prescriptions/routes';
import { questionnairesRoutes } from '../features/questionnaires/routes';
import { rewardsRoutes } from '../features/rewards/routes';
import { schedulingRoutes } from '../features/scheduling/routes';
import { securityRoutes } from '../features/security/routes';
import { trackersRoutes } from '../features/trackers/routes';
import type { FeatureRoutes } from '../lib/feature-routes';
import { VISITOR_FEATURES } from './visitor-features';

/**
 * Every feature's routes, the one list the member's route table, the header and the areas list
 * are built from. A new area adds its line here; the order of header entries is the order of this
 * list (spec 000 section 2, application shell). A feature with pages for visitors goes in
 * VISITOR_FEATURES (visitor-features.ts) instead, and has no member pages (decision 0054).
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
  ...VISITOR_FEATURES,
];
