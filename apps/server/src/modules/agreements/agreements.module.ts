import { defineModule } from '../area-module';
import { createAgreementsRepository } from './agreements.repository';
import { agreementsRoutes } from './agreements.routes';
import { createAgreementsService } from './agreements.service';

export const agreementsModule = defineModule({
  name: 'agreements',
  services: ({ db, clock }) => ({ agreements: createAgreementsService(createAgreementsRepository(db), clock) }),
  routes: async (api, { agreements }) => {
    await api.register(agreementsRoutes, { agreements });
  },
});
