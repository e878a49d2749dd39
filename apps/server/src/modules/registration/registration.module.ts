import { defineModule } from '../area-module';
import { createRegistrationRepository } from './registration.repository';
import { registrationRoutes } from './registration.routes';
import { createRegistrationService } from './registration.service';

export const registrationModule = defineModule({
  name: 'registration',
  services: ({ db, directory, mfaCodes, memberSessions, remember, secretBox, keys, clock }) => ({
    registration: createRegistrationService({
      db,
      repository: createRegistrationRepository(db),
      directory,
      codes: mfaCodes,
      sessions: memberSessions,
      remember,
      secretBox,
      keys,
      clock,
    }),
  }),
  routes: async (api, { registration }) => {
    await api.register(registrationRoutes, { registration });
  },
});
