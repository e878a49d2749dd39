import { getMemberInfoCall, postRegisterMemberInfoCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { MemberInfoService } from './member-info.service';

export const memberInfoRoutes: FastifyPluginAsyncZod<{ memberInfo: MemberInfoService }> = async (app, { memberInfo }) => {
  app.route({
    ...contractRoute(getMemberInfoCall),
    handler: async (request) =>
      memberInfo.getMemberInfo(requestClient(request), signedInMember(request), request.query.impersonatedMemberId),
  });

  // The member in the token, which registration has just issued; nobody else can be named here.
  app.route({
    ...contractRoute(postRegisterMemberInfoCall),
    handler: async (request) => memberInfo.getMemberInfo(requestClient(request), signedInMember(request), undefined),
  });
};
