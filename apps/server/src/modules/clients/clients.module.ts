import { UsageError } from '../../lib/operator-error';
import { defineModule } from '../area-module';
import { readClientDefinition } from './client-definition-file';
import { clientsRoutes } from './clients.routes';

/** The client directory itself is a shared service (every call resolves its client through it). */
export const clientsModule = defineModule({
  name: 'clients',
  services: () => ({}),
  routes: async (api, { clients }) => {
    await api.register(clientsRoutes, { clients });
  },
  commands: {
    'client apply': {
      usage: 'client apply <file.json>                      create or update a health plan from its definition',
      run: async ({ clients }, [file]) => {
        if (!file) throw new UsageError('client apply needs the definition file');
        const definition = await readClientDefinition(file);
        const id = await clients.applyDefinition(definition);
        process.stdout.write(`Client ${definition.abbreviation} saved (id ${id}).\n`);
        return 0;
      },
    },
  },
});
