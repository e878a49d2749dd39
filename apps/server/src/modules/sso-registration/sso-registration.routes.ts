import { registerSsoCall, requestSsoRegistrationCodeCall, ssoRegistrationInfoCall, verifySsoRegistrationCodeCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { preferredLanguage, requestClient } from '../../plugins/tenant';
import type { SsoRegistrationService } from './sso-registration.service';

/** Reached only with a single sign-on still waiting for registration (see the member-auth plugin). */
export const ssoRegistrationRoutes: FastifyPluginAsyncZod<{ ssoRegistration: SsoRegistrationService }> = async (
  app,
  { ssoRegistration },
) => {
  app.route({
    ...contractRoute(ssoRegistrationInfoCall),
    handler: async (request) => ssoRegistration.registrationInfo(requestClient(request), signedInMember(request)),
  });

  app.route({
    // Each request sends a message: as often as the registration code may be asked for.
    ...rateLimited(contractRoute(requestSsoRegistrationCodeCall), { max: 10, timeWindow: 60_000 }),
    handler: async (request) =>
      ssoRegistration.requestCode(requestClient(request), signedInMember(request), request.body.mfaPreference, preferredLanguage(request)),
  });

  app.route({
    ...contractRoute(verifySsoRegistrationCodeCall),
    handler: async (request) => {
      await ssoRegistration.verifyCode(signedInMember(request), request.body.totp);
      return {};
    },
  });

  app.route({
    ...contractRoute(registerSsoCall),
    handler: async (request) => ssoRegistration.register(requestClient(request), signedInMember(request), request.body),
  });
};
