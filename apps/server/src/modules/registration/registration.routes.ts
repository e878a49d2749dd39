import {
  checkEligibilityCall,
  lookupPhoneNumbersCall,
  registerCall,
  requestRegistrationCodeCall,
  usernameCheckCall,
  verifyRegistrationCodeCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { openRegistration } from '../../plugins/member-auth';
import { preferredLanguage, requestClient } from '../../plugins/tenant';
import type { RegistrationService } from './registration.service';

// The eligibility check and the username check tell whether a member or a username exists:
// a caller may ask only so often.
const LOOKUP_LIMIT = { max: 20, timeWindow: 60_000 };

export const registrationRoutes: FastifyPluginAsyncZod<{ registration: RegistrationService }> = async (app, { registration }) => {
  app.route({
    ...rateLimited(contractRoute(checkEligibilityCall), LOOKUP_LIMIT),
    handler: async (request) => registration.checkEligibility(requestClient(request), request.query),
  });

  app.route({
    ...rateLimited(contractRoute(usernameCheckCall), { max: 60, timeWindow: 60_000 }),
    handler: async (request) => ({ available: await registration.isUsernameAvailable(requestClient(request), request.query.username) }),
  });

  app.route({
    ...rateLimited(contractRoute(lookupPhoneNumbersCall), LOOKUP_LIMIT),
    handler: async (request) => ({ numbers: registration.lookUpPhones(request.body.numbers) }),
  });

  app.route({
    ...rateLimited(contractRoute(requestRegistrationCodeCall), { max: 10, timeWindow: 60_000 }),
    handler: async (request) =>
      registration.requestCode(requestClient(request), openRegistration(request), request.body, preferredLanguage(request)),
  });

  app.route({
    ...contractRoute(verifyRegistrationCodeCall),
    handler: async (request) => ({ rememberToken: await registration.verifyCode(openRegistration(request), request.body.totp) }),
  });

  app.route({
    ...contractRoute(registerCall),
    handler: async (request) => registration.register(requestClient(request), openRegistration(request), request.body),
  });
};
