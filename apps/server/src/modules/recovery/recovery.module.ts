import { defineModule } from '../area-module';
import { createRecoveryRepository } from './recovery.repository';
import { recoveryRoutes } from './recovery.routes';
import { createRecoveryService } from './recovery.service';

export const recoveryModule = defineModule({
  name: 'recovery',
  services: ({ db, directory, oneTimeCodes, delivery, memberSessions, remember, clock, publicUrl }) => ({
    recovery: createRecoveryService({
      db,
      repository: createRecoveryRepository(),
      directory,
      codes: oneTimeCodes,
      delivery,
      sessions: memberSessions,
      remember,
      clock,
      publicUrl,
    }),
  }),
  routes: async (api, { recovery }) => {
    await api.register(recoveryRoutes, { recovery });
  },
});
