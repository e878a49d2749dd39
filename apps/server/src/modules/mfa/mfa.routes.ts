import {
  confirmMfaEnrolmentCall,
  getMfaSettingsCall,
  regenerateRecoveryCodesCall,
  requestElevatedCodeCall,
  requestMfaCodeCall,
  updateMfaPreferenceCall,
  verifyElevatedCodeCall,
  verifyMfaCodeCall,
  verifyRecoveryCodeCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, rateLimited } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { MfaService } from './mfa.service';

const SENDING_LIMIT = { max: 10, timeWindow: 60_000 };

export const mfaRoutes: FastifyPluginAsyncZod<{ mfa: MfaService }> = async (app, { mfa }) => {
  app.route({
    ...rateLimited(contractRoute(requestMfaCodeCall), SENDING_LIMIT),
    handler: async (request) => mfa.requestLoginCode(requestClient(request), signedInMember(request)),
  });

  app.route({
    ...contractRoute(verifyMfaCodeCall),
    handler: async (request) => mfa.verifyLoginCode(signedInMember(request), request.body.totp, request.body.issueRefreshToken !== false),
  });

  app.route({
    ...contractRoute(verifyRecoveryCodeCall),
    handler: async (request) => mfa.verifyRecoveryCode(signedInMember(request), request.body.recoveryCode),
  });

  app.route({
    ...contractRoute(regenerateRecoveryCodesCall),
    handler: async (request) => mfa.regenerateRecoveryCodes(signedInMember(request)),
  });

  app.route({
    ...rateLimited(contractRoute(requestElevatedCodeCall), SENDING_LIMIT),
    handler: async (request) => mfa.requestElevatedCode(requestClient(request), signedInMember(request)),
  });

  app.route({
    ...contractRoute(verifyElevatedCodeCall),
    handler: async (request) => ({ elevatedRoleToken: await mfa.verifyElevatedCode(signedInMember(request), request.body.totp) }),
  });

  app.route({
    ...contractRoute(getMfaSettingsCall),
    handler: async (request) => mfa.settings(signedInMember(request)),
  });

  app.route({
    ...rateLimited(contractRoute(updateMfaPreferenceCall), SENDING_LIMIT),
    handler: async (request) => mfa.updatePreference(requestClient(request), signedInMember(request), request.body.mfaPreference),
  });

  app.route({
    ...contractRoute(confirmMfaEnrolmentCall),
    handler: async (request) => mfa.confirmEnrolment(signedInMember(request), request.body.totp),
  });
};
