import { defineModule } from '../area-module';
import { createProviderDirectory, createProviderFeed } from './provider-feed.service';
import { createSchedulingRepository } from './scheduling.repository';
import { schedulingRoutes } from './scheduling.routes';
import { createSchedulingService, type InboxDelivery } from './scheduling.service';

/**
 * Primary-care visit scheduling (spec 001): the plan's provider directory (its providers feed),
 * members' visit requests, and the plan's scheduling desk that books them (an ADMIN staff queue).
 */
export const schedulingModule = defineModule({
  name: 'scheduling',
  services: ({ db, clock, clients }) => {
    const repository = createSchedulingRepository(db);
    const providerFeed = createProviderFeed(repository, clock);
    return {
      scheduling: createSchedulingService({ repository, clock, findClientById: (clientId) => clients.findClientById(clientId) }),
      providerFeed,
      providerDirectory: createProviderDirectory(providerFeed),
    };
  },
  feedKinds: ({ providerFeed }) => [providerFeed],
  routes: async (api, services) => {
    // The inbox is the messages area's: the composition root builds every area's services into
    // the one object routes receive, so its `deliver` is handed in here, not imported.
    const { messages } = services as typeof services & { messages: InboxDelivery };
    await api.register(schedulingRoutes, {
      scheduling: services.scheduling,
      inbox: messages,
      findClient: (abbreviation) => services.clients.findClient(abbreviation),
    });
  },
});
