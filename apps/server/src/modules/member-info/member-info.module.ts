import { defineModule } from '../area-module';
import { createMemberInfoRepository } from './member-info.repository';
import { memberInfoRoutes } from './member-info.routes';
import { createMemberInfoService } from './member-info.service';

export const memberInfoModule = defineModule({
  name: 'member-info',
  services: ({ db, clock }) => ({ memberInfo: createMemberInfoService(createMemberInfoRepository(db), clock) }),
  routes: async (api, { memberInfo }) => {
    await api.register(memberInfoRoutes, { memberInfo });
  },
});
