import { defineModule } from '../area-module';
import { createPharmacyFeed, createPharmacyFiles } from './pharmacy-feed.service';
import { prescriptionsCommands } from './prescriptions.commands';
import { createPrescriptionsRepository } from './prescriptions.repository';
import { prescriptionsRoutes } from './prescriptions.routes';
import { createPrescriptionsService } from './prescriptions.service';

/** Prescription records: fills from the plan's pharmacy claims feed and its FHIR bundles, and the member's list. */
export const prescriptionsModule = defineModule({
  name: 'prescriptions',
  services: ({ db, clock }) => {
    const repository = createPrescriptionsRepository(db);
    const pharmacyFeed = createPharmacyFeed(repository, clock);
    return { prescriptions: createPrescriptionsService(repository), pharmacyFeed, pharmacyFiles: createPharmacyFiles(pharmacyFeed) };
  },
  routes: async (api, { prescriptions }) => {
    await api.register(prescriptionsRoutes, { prescriptions });
  },
  feedKinds: ({ pharmacyFeed }) => [pharmacyFeed],
  commands: prescriptionsCommands,
});
