import {
  auditFilterSchema,
  endImpersonationCall,
  getRosterRecordCall,
  listAuditEventsCall,
  listStaffAccountsCall,
  listStaffClientsCall,
  searchMembersCall,
  setStaffDisabledCall,
  staffSignInCall,
  staffSignOutCall,
  startImpersonationCall,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { audited, contractRoute, rateLimited } from '../../lib/contract-route';
import { noteInAudit, requestPath, signedInStaff } from '../../plugins/staff-auth';
import { auditEventsCsv, type AuditLog } from './audit-log';
import type { StaffService } from './staff.service';

const place = (request: FastifyRequest) => ({ method: request.method, path: requestPath(request) });

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; audit: AuditLog }> = async (app, { staff, audit }) => {
  const signIn = rateLimited(contractRoute(staffSignInCall), { max: 30, timeWindow: 60_000 });
  app.route({
    ...signIn,
    config: { ...signIn.config, tenant: false, audit: 'STAFF_SIGN_IN' },
    handler: async (request) => {
      try {
        const signedIn = await staff.signIn(request.body, place(request));
        request.auditWritten = true;
        return signedIn;
      } catch (error) {
        // The service wrote the row of a refused sign-in; any other failure gets one from the hook.
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') request.auditWritten = true;
        throw error;
      }
    },
  });

  app.route({
    ...contractRoute(staffSignOutCall),
    handler: async (request) => {
      await staff.signOut(signedInStaff(request), place(request));
      request.auditWritten = true;
      return {};
    },
  });

  app.route({
    ...contractRoute(listStaffClientsCall),
    handler: async (request) => {
      signedInStaff(request);
      return { clients: await staff.clients() };
    },
  });

  app.route({
    ...audited(contractRoute(searchMembersCall), 'MEMBER_SEARCH'),
    handler: async (request) => {
      signedInStaff(request);
      noteInAudit(request, { clientId: request.query.clientId });
      return staff.searchMembers(request.query);
    },
  });

  app.route({
    ...audited(contractRoute(getRosterRecordCall), 'MEMBER_VIEW'),
    handler: async (request) => {
      signedInStaff(request);
      noteInAudit(request, { memberId: request.params.memberId });
      const record = await staff.rosterRecord(request.params.memberId);
      noteInAudit(request, { clientId: record.clientId });
      return record;
    },
  });

  app.route({
    ...audited(contractRoute(startImpersonationCall), 'IMPERSONATION_START'),
    handler: async (request) => {
      // Written with the impersonation itself; a refusal before that gets its row from the hook.
      noteInAudit(request, { memberId: request.body.memberId, reason: request.body.reason });
      const started = await staff.startImpersonation(signedInStaff(request), request.body, place(request));
      request.auditWritten = true;
      return started;
    },
  });

  app.route({
    ...audited(contractRoute(endImpersonationCall), 'IMPERSONATION_END'),
    handler: async (request) => {
      await staff.endImpersonation(signedInStaff(request), request.params.impersonationId, place(request));
      request.auditWritten = true;
      return {};
    },
  });

  app.route({
    ...audited(contractRoute(listAuditEventsCall), 'AUDIT_READ'),
    handler: async (request) => {
      signedInStaff(request);
      return audit.page(request.query);
    },
  });

  app.route({
    method: 'GET',
    url: '/v1/staff/audit-events.csv',
    config: { access: 'staff-admin', tenant: false, audit: 'AUDIT_READ' },
    schema: { summary: 'The audit log as CSV, with the same filters (administrators)', querystring: auditFilterSchema },
    handler: async (request, reply) => {
      signedInStaff(request);
      const events = await audit.all(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-events.csv"')
        .send(auditEventsCsv(events));
    },
  });

  app.route({
    ...contractRoute(listStaffAccountsCall),
    handler: async (request) => {
      signedInStaff(request);
      return { accounts: await staff.listAccounts() };
    },
  });

  app.route({
    ...audited(contractRoute(setStaffDisabledCall), 'STAFF_ACCOUNT_CHANGE'),
    handler: async (request) => {
      const account = await staff.setDisabled(signedInStaff(request), request.params.staffId, request.body.disabled, place(request));
      request.auditWritten = true;
      return account;
    },
  });
};
