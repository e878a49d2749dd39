import { defineModule } from '../area-module';
import { importFeedCommand } from './feeds.commands';
import { feedsRoutes } from './feeds.routes';

/**
 * Plan-data files of every kind the areas declare (`feedKinds` in their modules): the staff
 * API and the `feeds import` command, both over the one feed framework.
 */
export const feedsModule = defineModule({
  name: 'feeds',
  services: () => ({}),
  routes: async (api, { feeds, clients }) => {
    await api.register(feedsRoutes, { feeds, findClient: (abbreviation) => clients.findClient(abbreviation) });
  },
  commands: {
    'feeds import': {
      usage: [
        'feeds import <kind> --client <ABBR> <file.csv> [--report <report.csv>]',
        '                                              import a plan file (roster, claims, pharmacy, providers, shipments, reward-codes);',
        '                                              refused lines go to the error report (default',
        '                                              <file>.errors.csv) and the summary beside it',
      ].join('\n'),
      run: (services, args, options) => importFeedCommand(services, args, options),
    },
  },
});
