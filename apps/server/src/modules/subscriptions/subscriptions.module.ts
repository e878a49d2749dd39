import { UsageError } from '../../lib/operator-error';
import { defineModule } from '../area-module';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService } from './subscriptions.service';

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  services: ({ db, directory, subscriptionLinks, clock }) => ({
    subscriptions: createSubscriptionsService({
      db,
      repository: createSubscriptionsRepository(db),
      directory,
      links: subscriptionLinks,
      clock,
    }),
  }),
  routes: async (api, { subscriptions }) => {
    await api.register(subscriptionsRoutes, { subscriptions });
  },
  commands: {
    'subscriptions link': {
      usage: [
        'subscriptions link --client <ABBR> <member number>',
        "                                              print a working link to the member's e-mail",
        '                                              preferences page (valid 90 days)',
      ].join('\n'),
      run: async ({ clients, subscriptions }, [clientMemberId], { client: abbreviation }) => {
        if (!clientMemberId || !abbreviation) throw new UsageError('subscriptions link needs --client <ABBR> and the member number');
        const client = await clients.findClient(abbreviation.toUpperCase());
        if (!client) throw new UsageError(`There is no client ${abbreviation}`);
        process.stdout.write(`${await subscriptions.linkFor(client, clientMemberId)}\n`);
        return 0;
      },
    },
  },
});
