import { sql } from 'drizzle-orm';
import { defineModule } from '../area-module';
import { healthRoutes } from './health.routes';

export const healthModule = defineModule({
  name: 'health',
  services: () => ({}),
  routes: async (api, { db }) => {
    await api.register(healthRoutes, {
      pingDatabase: async () => {
        await db.execute(sql`select 1`);
      },
    });
  },
});
