import { defineModule } from '../area-module';
import { createDeviceImports } from './device-imports.service';
import { createDeviceReadingsRepository } from './device-readings.repository';
import { demoDeviceProvider, type DeviceProviderAdapter } from './device-providers';
import { deviceRoutes } from './device.routes';
import { createTrackerGoals } from './tracker-goals.service';
import { createTrackerGoalsRepository } from './tracker-goals.repository';
import { humanApiProvider } from './human-api';
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
    // The operator chooses the providers (decisions 0044, 0049): Human API with its account, the demo device by DEMO_DEVICE=on.
    const providers: DeviceProviderAdapter[] = [
      ...(humanApi ? [humanApiProvider(humanApi)] : []),
      ...(demoDevice ? [demoDeviceProvider(clock)] : []),
    ];
    return {
      tracking: createTrackingService({ repository, goals, clock, householdAnswers }),
      deviceImports: createDeviceImports({ repository: createDeviceReadingsRepository(db), goals, clock, providers, humanApi }),
    };
  },
  routes: async (api, { tracking, deviceImports }) => {
    await api.register(trackingRoutes, { tracking });
    await api.register(deviceRoutes, { deviceImports });
  },
  jobs: [
    {
      name: 'tracking: sync connected devices last synced a day ago',
      run: async ({ deviceImports, clients, log }) => {
        const synced = await deviceImports.syncDue((clientId) => clients.findClientById(clientId));
        if (synced > 0) log.info({ synced }, 'device sources synced by the job');
      },
    },
  ],
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
