import { defineModule } from '../area-module';
import { createMobileSignInRepository } from './mobile-sign-in.repository';
import { mobileSignInRoutes } from './mobile-sign-in.routes';
import { createMobileSignInService } from './mobile-sign-in.service';

export const mobileSignInModule = defineModule({
  name: 'mobile-sign-in',
  services: ({ db, memberSessions, limiter, clock, publicUrl }) => ({
    mobile: createMobileSignInService({
      repository: createMobileSignInRepository(db),
      sessions: memberSessions,
      limiter,
      clock,
      publicUrl,
    }),
  }),
  routes: async (api, { mobile }) => {
    await api.register(mobileSignInRoutes, { mobile });
  },
});
