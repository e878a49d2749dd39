import { defineModule } from '../area-module';
import { createMemberSessionRepository } from './member-session.repository';
import { memberSessionRoutes } from './member-session.routes';
import { createMemberSessionService } from './member-session.service';

export const memberSessionModule = defineModule({
  name: 'member-session',
  services: ({ db, memberSessions, limiter, passwords, remember }) => ({
    sessions: createMemberSessionService({
      repository: createMemberSessionRepository(db),
      sessions: memberSessions,
      limiter,
      passwords,
      isRemembered: (memberId, token) => remember.isValid(memberId, token),
    }),
  }),
  routes: async (api, { sessions }) => {
    await api.register(memberSessionRoutes, { sessions });
  },
});
