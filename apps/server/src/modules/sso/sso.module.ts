import { defineModule } from '../area-module';
import { oidcRoutes } from './oidc.routes';
import { createOidcSignIn } from './oidc.service';
import { samlRoutes } from './saml.routes';
import { createSamlSignIn } from './saml.service';
import { ssoCommands } from './sso.commands';
import { createSsoRepository } from './sso.repository';
import { ssoSessionRoutes } from './sso.routes';
import { createSsoSettings } from './sso-settings.service';
import { createSsoSignIn } from './sso-sign-in.service';

export const ssoModule = defineModule({
  name: 'sso',
  services: ({ db, directory, memberSessions, secretBox, clock, publicUrl, clients }) => {
    const repository = createSsoRepository(db);
    const ssoSignIn = createSsoSignIn({ repository, directory, sessions: memberSessions, clock });
    return {
      ssoSignIn,
      saml: createSamlSignIn({ repository, signIn: ssoSignIn, clock, publicUrl }),
      oidc: createOidcSignIn({ repository, secretBox, signIn: ssoSignIn, clock, publicUrl }),
      // A plan's sign-in settings show in its configuration, which the client directory caches.
      ssoSettings: createSsoSettings({ repository, secretBox, publicUrl, onChange: () => clients.forgetClientList() }),
    };
  },
  routes: async (api, { ssoSignIn, saml, oidc, clients }, { https }) => {
    const findClient = (abbreviation: string) => clients.findClient(abbreviation);
    await api.register(ssoSessionRoutes, { signIn: ssoSignIn });
    await api.register(samlRoutes, { saml, findClient });
    await api.register(oidcRoutes, { oidc, findClient, secureCookies: https });
  },
  commands: ssoCommands,
});
