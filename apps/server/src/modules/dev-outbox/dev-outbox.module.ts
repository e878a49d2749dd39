import { defineModule } from '../area-module';
import { devOutboxRoutes } from './dev-outbox.routes';
import { createDevOutboxService } from './dev-outbox.service';

export const devOutboxModule = defineModule({
  name: 'dev-outbox',
  services: ({ outbox, dispatcher }) => ({ devOutbox: createDevOutboxService(outbox, dispatcher) }),
  // Only when DEV_OUTBOX is on: the outbox shows every code the portal sends.
  routes: async (api, { devOutbox }, { config }) => {
    if (config.devOutbox) await api.register(devOutboxRoutes, { outbox: devOutbox });
  },
});
