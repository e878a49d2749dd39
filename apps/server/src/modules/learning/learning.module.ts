import { defineModule } from '../area-module';
import { createLearningLibrary } from './learning-library.service';
import { learningCommands } from './learning.commands';
import { createLearningRepository } from './learning.repository';
import { learningRoutes } from './learning.routes';
import { createLearningService } from './learning.service';

/** Learning: the plan's library of articles (loaded from files), search, members' reads and brain exercises. */
export const learningModule = defineModule({
  name: 'learning',
  services: ({ db, clock, clients, completions, householdAnswers }) => {
    const repository = createLearningRepository(db);
    return {
      learning: createLearningService({
        repository,
        clock,
        programmeFor: (clientId) => clients.programmeFor(clientId),
        completions,
        householdAnswers,
      }),
      learningLibrary: createLearningLibrary(repository, clock),
    };
  },
  routes: async (api, { learning }) => {
    await api.register(learningRoutes, { learning });
  },
  commands: learningCommands,
});
