import { demoModule } from '../demo/demo.module';
import { agreementsModule } from './agreements/agreements.module';
import { claimsModule } from './claims/claims.module';
import { clientsModule } from './clients/clients.module';
import { devOutboxModule } from './dev-outbox/dev-outbox.module';
import { feedsModule } from './feeds/feeds.module';
import { fulfilmentModule } from './fulfilment/fulfilment.module';
import { healthModule } from './health/health.module';
import { healthActionsModule } from './health-actions/health-actions.module';
import { helpModule } from './help/help.module';
import { learningModule } from './learning/learning.module';
import { prescriptionsModule } from './prescriptions/prescriptions.module';
import { memberAccountModule } from './member-account/member-account.module';
import { memberInfoModule } from './member-info/member-info.module';
import { memberSessionModule } from './member-session/member-session.module';
import { messagesModule } from './messages/messages.module';
import { mfaModule } from './mfa/mfa.module';
import { mobileSignInModule } from './mobile-sign-in/mobile-sign-in.module';
import { questionnairesModule } from './questionnaires/questionnaires.module';
import { recoveryModule } from './recovery/recovery.module';
import { registrationModule } from './registration/registration.module';
import { rewardsModule } from './rewards/rewards.module';
import { rosterModule } from './roster/roster.module';
import { schedulingModule } from './scheduling/scheduling.module';
import { ssoRegistrationModule } from './sso-registration/sso-registration.module';
import { ssoModule } from './sso/sso.module';
import { staffModule } from './staff/staff.module';
import { subscriptionsModule } from './subscriptions/subscriptions.module';
import { trackingModule } from './tracking/tracking.module';

/**
 * Every area of the server, in the order their routes are registered and their commands are
 * listed in `npm run portal -- help`. A new area adds its module here, and nowhere else.
 */
export const AREA_MODULES = [
  healthModule,
  clientsModule,
  rosterModule,
  claimsModule,
  feedsModule,
  demoModule,
  memberSessionModule,
  mfaModule,
  registrationModule,
  recoveryModule,
  mobileSignInModule,
  memberInfoModule,
  messagesModule,
  memberAccountModule,
  agreementsModule,
  healthActionsModule,
  subscriptionsModule,
  staffModule,
  rewardsModule,
  questionnairesModule,
  trackingModule,
  learningModule,
  prescriptionsModule,
  helpModule,
  schedulingModule,
  fulfilmentModule,
  ssoModule,
  ssoRegistrationModule,
  devOutboxModule,
] as const;
