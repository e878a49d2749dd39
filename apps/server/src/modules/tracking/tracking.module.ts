import { defineModule } from '../area-module';
import { createDeviceImports } from './device-imports.service';
import { createDeviceReadingsRepository } from './device-readings.repository';
import { demoDeviceProvider } from './device-providers';
import { deviceRoutes } from './device.routes';
import { createTrackerGoals } from './tracker-goals.service';
import { createTrackerGoalsRepository } from './tracker-goals.repository';
import { importDevicesCommand } from './tracking.commands';
import { createTrackingRepository } from './tracking.repository';
import { trackingRoutes } from './tracking.routes';
import { createTrackingService } from './tracking.service';

/** Trackers: the member's own daily readings (nutrition, weight, workouts, glucose, steps, blood pressure, sleep), typed in or from devices. */
export const trackingModule = defineModule({
  name: 'tracking',
  services: ({ db, clock, clients, completions, demoDevice, humanApi, householdAnswers }) => {
    const repository = createTrackingRepository(db);
    const goals = createTrackerGoals({
      repository: createTrackerGoalsRepository(db),
      entries: repository,
      programmes: clients,
      completions,
      clock,
    });
    // The operator chooses the providers (decision 0044): the demo device by DEMO_DEVICE=on.
    const providers = demoDevice ? [demoDeviceProvider(clock)] : [];
    return {
      tracking: createTrackingService({ repository, goals, clock, householdAnswers }),
      deviceImports: createDeviceImports({ repository: createDeviceReadingsRepository(db), goals, clock, providers, humanApi }),
    };
  },
  routes: async (api, { tracking, deviceImports }) => {
    await api.register(trackingRoutes, { tracking });
    await api.register(deviceRoutes, { deviceImports });
  },
  commands: {
    'tracking import': {
      usage: [
        'tracking import --client <ABBR> --format <fhir-bundle|apple-health|open-mhealth> --file <file>',
        "                                              import device readings for the plan's members,",
        '                                              each to the member number it names',
      ].join('\n'),
      run: (services, _args, options) => importDevicesCommand(services, options),
    },
  },
});
