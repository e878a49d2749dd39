import {
  appointmentsCall,
  DEFAULT_PROVIDER_DISTANCE_MILES,
  findProvidersCall,
  listDeskRequestsCall,
  pcpsOnFileCall,
  recordDeskOutcomeCall,
  scheduleAppointmentCall,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import { audited, contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { noteInAudit, signedInStaff } from '../../plugins/staff-auth';
import type { InboxDelivery, SchedulingService } from './scheduling.service';

/** Whose rows a member call reads: always the member in the token, never one the caller names. */
function memberOf(request: FastifyRequest) {
  const { memberId, clientId } = signedInMember(request);
  return { memberId, clientId };
}

export const schedulingRoutes: FastifyPluginAsyncZod<{
  scheduling: SchedulingService;
  inbox: InboxDelivery;
  findClient: (abbreviation: string) => Promise<ClientRecord | undefined>;
}> = async (app, { scheduling, inbox, findClient }) => {
  app.route({
    ...contractRoute(findProvidersCall),
    handler: async (request) =>
      scheduling.findProviders(memberOf(request), request.query.distance ?? DEFAULT_PROVIDER_DISTANCE_MILES, request.query.gender ?? 'ANY'),
  });

  app.route({
    ...contractRoute(pcpsOnFileCall),
    handler: async (request) => ({ providers: await scheduling.pcpsOnFile(memberOf(request)) }),
  });

  app.route({
    ...contractRoute(scheduleAppointmentCall),
    handler: async (request) => ({ appointment: await scheduling.requestAppointment(memberOf(request), request.body) }),
  });

  app.route({
    ...contractRoute(appointmentsCall),
    handler: async (request) => ({ appointments: await scheduling.appointments(memberOf(request)) }),
  });

  app.route({
    ...contractRoute(listDeskRequestsCall),
    handler: async (request) => {
      const client = await findClient(request.query.client.toUpperCase());
      if (!client) throw new AppError('NOT_FOUND', 'There is no such client');
      noteInAudit(request, { clientId: client.configuration.id });
      return { requests: await scheduling.deskQueue(client) };
    },
  });

  app.route({
    ...audited(contractRoute(recordDeskOutcomeCall), 'SCHEDULING_DESK'),
    handler: async (request) => {
      signedInStaff(request);
      const { appointment, memberId, clientId } = await scheduling.recordDeskOutcome(request.params.appointmentId, request.body, inbox);
      noteInAudit(request, { memberId, clientId, reason: `visit request ${appointment.id}: ${appointment.status}` });
      return { appointment };
    },
  });
};
