import { defineModule } from '../area-module';
import { createClaimsRepository } from './claims.repository';
import { createClaimsFeed } from './claims.service';

/** The plan's claims: a feed kind whose claims verify members' completions of health actions. */
export const claimsModule = defineModule({
  name: 'claims',
  services: ({ db, clock, clients, completions }) => ({
    claimsFeed: createClaimsFeed(createClaimsRepository(db), clock, {
      programmeFor: (clientId) => clients.programmeFor(clientId),
      completions,
    }),
  }),
  feedKinds: ({ claimsFeed }) => [claimsFeed],
});
