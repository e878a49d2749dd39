import { defineModule } from '../area-module';
import { createMfaRepository } from './mfa.repository';
import { mfaRoutes } from './mfa.routes';
import { createMfaService } from './mfa.service';
import { createRecoveryCodes } from './recovery-codes';

export const mfaModule = defineModule({
  name: 'mfa',
  services: ({ db, profiles, mfaCodes, memberSessions, remember, secretBox, keys, clock, log }) => ({
    mfa: createMfaService({
      db,
      repository: createMfaRepository(db),
      profiles,
      codes: mfaCodes,
      sessions: memberSessions,
      remember,
      secretBox,
      keys,
      clock,
      recoveryCodes: createRecoveryCodes(db, secretBox.deriveKey('recovery-codes'), clock),
      log,
    }),
  }),
  routes: async (api, { mfa }) => {
    await api.register(mfaRoutes, { mfa });
  },
});
