import { authRoutes } from '../features/auth/routes';
import { documentsRoutes } from '../features/documents/routes';
import { helpVisitorRoutes } from '../features/help/visitor-routes';
import { surveyRoutes } from '../features/questionnaires/survey-routes';
import { recoveryRoutes } from '../features/recovery/routes';
import { registrationRoutes } from '../features/registration/routes';
import { staffRoutes } from '../features/staff/routes';
import { subscriptionsRoutes } from '../features/subscriptions/routes';
import type { FeatureRoutes } from '../lib/feature-routes';

/**
 * The features with pages for visitors (guest-only or public), the only route tables the
 * sign-in page loads: the member pages' table arrives with the member area (decision 0054).
 * PORTAL_FEATURES ends with them; a test checks that no feature with such pages is missing here.
 */
export const VISITOR_FEATURES: readonly FeatureRoutes[] = [
  authRoutes,
  registrationRoutes,
  recoveryRoutes,
  documentsRoutes,
  subscriptionsRoutes,
  staffRoutes,
  surveyRoutes,
  helpVisitorRoutes,
];
