import { defineModule } from '../area-module';
import { createSsoRegistrationRepository } from './sso-registration.repository';
import { ssoRegistrationRoutes } from './sso-registration.routes';
import { createSsoRegistrationService } from './sso-registration.service';

export const ssoRegistrationModule = defineModule({
  name: 'sso-registration',
  services: ({ db, directory, mfaCodes, memberSessions, clock }) => ({
    ssoRegistration: createSsoRegistrationService({
      repository: createSsoRegistrationRepository(db),
      directory,
      codes: mfaCodes,
      sessions: memberSessions,
      clock,
    }),
  }),
  routes: async (api, { ssoRegistration }) => {
    await api.register(ssoRegistrationRoutes, { ssoRegistration });
  },
});
