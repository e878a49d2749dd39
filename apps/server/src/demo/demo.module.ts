import { systemClock } from '../lib/clock';
import { createLogger } from '../logger';
import { defineModule } from '../modules/area-module';
import { loadDemoData, type DemoServices } from './demo-data';

/** The demo plans are no area: they contribute their command and read through the areas'. */
export const demoModule = defineModule<object, DemoServices>({
  name: 'demo',
  services: () => ({}),
  commands: {
    'demo load': {
      usage: 'demo load                                     load the demo health plans and members',
      run: async (services) => {
        await loadDemoData(services, systemClock, createLogger('warn'));
        process.stdout.write('Demo health plans loaded.\n');
        return 0;
      },
    },
  },
});
