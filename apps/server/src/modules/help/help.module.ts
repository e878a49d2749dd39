import { defineModule } from '../area-module';
import { createFaqLibrary } from './faq-library.service';
import { helpCommands } from './help.commands';
import { createHelpRepository } from './help.repository';
import { helpRoutes } from './help.routes';
import { createHelpService } from './help.service';

/** Help center: each plan's FAQ (loaded from files by `faq load`) in the member's language. */
export const helpModule = defineModule({
  name: 'help',
  services: ({ db }) => {
    const repository = createHelpRepository(db);
    return { help: createHelpService(repository), faqLibrary: createFaqLibrary(repository) };
  },
  routes: async (api, { help }) => {
    await api.register(helpRoutes, { help });
  },
  commands: helpCommands,
});
