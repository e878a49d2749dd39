import { defineModule } from '../area-module';
import { createAccountSecurityRepository } from './account-security.repository';
import { createAccountSecurityService } from './account-security.service';
import { createEmailVerificationRepository } from './email-verification.repository';
import { createEmailVerificationService } from './email-verification.service';
import { createMemberAccountRepository } from './member-account.repository';
import { memberAccountRoutes } from './member-account.routes';
import { createMemberAccountService } from './member-account.service';

export const memberAccountModule = defineModule({
  name: 'member-account',
  services: ({ db, directory, memberSessions, remember, limiter, passwords, mfaCodes, clock, clients, completions }) => ({
    account: {
      ...createMemberAccountService(createMemberAccountRepository(db), directory, clock, { programmes: clients, completions }),
      ...createAccountSecurityService({
        db,
        repository: createAccountSecurityRepository(db),
        sessions: memberSessions,
        remember,
        limiter,
        passwords,
        clock,
      }),
      ...createEmailVerificationService({ repository: createEmailVerificationRepository(db), codes: mfaCodes, clock }),
    },
  }),
  routes: async (api, { account }) => {
    await api.register(memberAccountRoutes, { account });
  },
});
