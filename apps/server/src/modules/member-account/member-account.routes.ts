import {
  deleteRegistrationCall,
  postMemberActivityCall,
  requestEmailVerificationCodeCall,
  saveCommunicationPreferencesCall,
  savePreferredLanguageCall,
  submitEmailVerificationCodeCall,
  updateAddressCall,
  createDeliveryDestinationCall,
  updateContactInfoCall,
  updateEthnographyCall,
  updatePasswordCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { AccountSecurityService } from './account-security.service';
import type { EmailVerificationService } from './email-verification.service';
import type { MemberAccountService } from './member-account.service';

export type AccountServices = MemberAccountService & AccountSecurityService & EmailVerificationService;

/** Each call sends an e-mail: limited per caller address, as the MFA code calls are. */
const SENDING_LIMIT = { max: 10, timeWindow: 60_000 };

const saved = { saved: true } as const;

export const memberAccountRoutes: FastifyPluginAsyncZod<{ account: AccountServices }> = async (app, { account }) => {
  app.route({
    ...contractRoute(savePreferredLanguageCall),
    handler: async (request) => ({
      preferredLanguageCd: await account.savePreferredLanguage(requestClient(request), signedInMember(request), request.body.languageCd),
    }),
  });

  app.route({
    ...contractRoute(updateContactInfoCall),
    handler: async (request) => {
      await account.updateContactInfo(requestClient(request), signedInMember(request), request.body);
      return saved;
    },
  });

  app.route({
    ...contractRoute(updatePasswordCall),
    handler: async (request) => {
      const { oldPassword, newPassword } = request.body;
      await account.changePassword(requestClient(request), signedInMember(request), oldPassword, newPassword);
      return saved;
    },
  });

  app.route({
    ...contractRoute(updateAddressCall),
    // Before the body is validated: a plan that suppresses address edits refuses any body alike.
    preValidation: async (request) => account.assertAddressEditable(requestClient(request)),
    handler: async (request) => {
      await account.updateAddress(requestClient(request), signedInMember(request), request.body);
      return saved;
    },
  });

  app.route({
    ...contractRoute(createDeliveryDestinationCall),
    preValidation: async (request) => account.assertAddressEditable(requestClient(request)),
    handler: async (request) => account.addDeliveryDestination(requestClient(request), signedInMember(request), request.body),
  });

  app.route({
    ...contractRoute(updateEthnographyCall),
    handler: async (request) => {
      const { race, ethnography } = request.body;
      await account.updateEthnography(requestClient(request), signedInMember(request), race, ethnography);
      return saved;
    },
  });

  app.route({
    ...contractRoute(postMemberActivityCall),
    handler: async (request) => {
      await account.recordActivity(
        requestClient(request),
        signedInMember(request),
        request.body.activityType,
        request.body.activityPayload,
      );
      return saved;
    },
  });

  app.route({
    ...rateLimited(contractRoute(requestEmailVerificationCodeCall), SENDING_LIMIT),
    handler: async (request) => ({
      maskedDestination: await account.requestEmailVerificationCode(requestClient(request), signedInMember(request), request.body.type),
    }),
  });

  app.route({
    ...contractRoute(submitEmailVerificationCodeCall),
    handler: async (request) =>
      account.submitEmailVerificationCode(requestClient(request), signedInMember(request), request.body.type, request.body.totp),
  });

  app.route({
    ...contractRoute(saveCommunicationPreferencesCall),
    handler: async (request) => ({
      communicationPreferences: await account.saveCommunicationPreferences(
        requestClient(request),
        signedInMember(request),
        request.body.communicationPreferences,
      ),
    }),
  });

  app.route({
    ...contractRoute(deleteRegistrationCall),
    handler: async (request) => {
      await account.deleteRegistration(requestClient(request), signedInMember(request));
      return saved;
    },
  });
};
