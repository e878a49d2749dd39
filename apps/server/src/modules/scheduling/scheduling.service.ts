import {
  MAX_DOCTOR_CHOICES,
  PROVIDER_LIST_LIMIT,
  type Appointment,
  type AppointmentStatus,
  type CallBody,
  type DeskRequest,
  type Provider,
  type ProviderGenderPreference,
  type recordDeskOutcomeCall,
  type scheduleAppointmentCall,
} from '@portal/contract';
import {
  canMoveAppointment,
  hasRepeatedSlot,
  inGridOrder,
  isValidPhoneNumber,
  milesBetween,
  phoneDigits,
  zipCentroid,
  type Coordinates,
} from '@portal/domain';
import type { MemberKey } from '../../db/member-owned';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { deskOutcomeMessage, type ToldOutcome } from './desk-outcome-messages';
import { appointmentView, doctorName, providerView, type AppointmentRow, type ProviderRow } from './provider-view';
import type { SchedulingRepository, SearchBox } from './scheduling.repository';

/** What the scheduling area needs of the inbox: the messages area's `deliver`, handed in by the module. */
export interface InboxDelivery {
  deliver(message: {
    readonly clientId: number;
    readonly memberId: number;
    readonly subject: string;
    readonly body: string;
    readonly status: 'UNREAD';
    readonly sentAt: Date;
  }): Promise<void>;
}

export interface SchedulingDependencies {
  readonly repository: SchedulingRepository;
  readonly clock: Clock;
  readonly findClientById: (clientId: number) => Promise<ClientRecord | undefined>;
}

/** Miles per degree of latitude; a degree of longitude is this times the cosine of the latitude. */
const MILES_PER_DEGREE = 69.05;

function boxAround(centre: Coordinates, miles: number): SearchBox {
  const latitudeSpan = miles / MILES_PER_DEGREE;
  const longitudeSpan = miles / (MILES_PER_DEGREE * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
  return {
    south: centre.latitude - latitudeSpan,
    north: centre.latitude + latitudeSpan,
    west: centre.longitude - longitudeSpan,
    east: centre.longitude + longitudeSpan,
  };
}

const byNpi = (rows: readonly ProviderRow[]): Map<string, ProviderRow> => new Map(rows.map((row) => [row.npi, row]));

export function createSchedulingService({ repository, clock, findClientById }: SchedulingDependencies) {
  const memberPlace = async (member: MemberKey): Promise<{ zip: string | null; centre: Coordinates | null }> => {
    const zip = await repository.memberZip(member);
    return { zip, centre: zip === null ? null : zipCentroid(zip) };
  };

  const viewsOf = async (member: MemberKey, rows: readonly AppointmentRow[]): Promise<Appointment[]> => {
    const { centre } = await memberPlace(member);
    const directory = byNpi(await repository.providersByNpis(member.clientId, [...new Set(rows.flatMap((row) => row.providerNpis))]));
    return rows.map((row) => appointmentView(row, directory, centre));
  };

  return {
    /** Doctors accepting new patients within `miles` of the member's ZIP, nearest first. */
    async findProviders(
      member: MemberKey,
      miles: number,
      gender: ProviderGenderPreference,
    ): Promise<{ zip: string | null; providers: Provider[] }> {
      const { zip, centre } = await memberPlace(member);
      if (centre === null) throw new AppError('MEMBER_ZIP_UNKNOWN', 'The directory cannot measure distances from the member’s ZIP');
      const rows = await repository.acceptingProvidersIn(member.clientId, boxAround(centre, miles), gender === 'ANY' ? null : gender);
      const providers = rows
        .map((row) => ({ row, miles: milesBetween(centre, row) }))
        .filter((found) => found.miles <= miles)
        .sort((a, b) => a.miles - b.miles || a.row.lastName.localeCompare(b.row.lastName) || a.row.npi.localeCompare(b.row.npi))
        .slice(0, PROVIDER_LIST_LIMIT)
        .map(({ row }) => providerView(row, centre));
      return { zip, providers };
    },

    /** The doctors the desk has booked the member with (decision 0053), the latest first. */
    async pcpsOnFile(member: MemberKey): Promise<Provider[]> {
      const npis = await repository.bookedNpis(member);
      const { centre } = await memberPlace(member);
      const directory = byNpi(await repository.providersByNpis(member.clientId, npis));
      return npis.flatMap((npi) => {
        const row = directory.get(npi);
        return row ? [providerView(row, centre)] : [];
      });
    },

    async requestAppointment(member: MemberKey, body: CallBody<typeof scheduleAppointmentCall>): Promise<Appointment> {
      if (body.providers.length > MAX_DOCTOR_CHOICES || new Set(body.providers).size !== body.providers.length) {
        throw new AppError('TOO_MANY_DOCTORS', `A request names one preferred doctor and up to ${MAX_DOCTOR_CHOICES - 1} more, each once`);
      }
      if (hasRepeatedSlot(body.availability)) throw new AppError('AVAILABILITY_REPEATED', 'A day and time slot is named twice');
      if (!isValidPhoneNumber(body.demoPhone)) throw new AppError('SCHEDULING_PHONE_INVALID', 'The phone number is not a US phone number');
      const found = new Map(
        (await repository.providersByScheduleKeys(member.clientId, body.providers)).map((row) => [row.scheduleKey, row]),
      );
      const chosen = body.providers.map((key) => found.get(key));
      if (chosen.some((row) => row === undefined || !row.acceptingNewPatients)) {
        throw new AppError('PROVIDER_NOT_FOUND', 'A doctor asked for is not in the directory or not accepting new patients');
      }
      const saved = await repository.requestAppointment(member, {
        scheduledOnTs: clock.now(),
        providerNpis: chosen.map((row) => row!.npi),
        availability: inGridOrder(body.availability),
        demoPhone: phoneDigits(body.demoPhone),
      });
      const [view] = await viewsOf(member, [saved]);
      return view!;
    },

    async appointments(member: MemberKey): Promise<Appointment[]> {
      return viewsOf(member, await repository.appointmentsOf(member));
    },

    /** The desk's queue for a client: pending requests, oldest first. */
    async deskQueue(client: ClientRecord): Promise<DeskRequest[]> {
      const clientId = client.configuration.id;
      const rows = await repository.pendingRequests(clientId);
      const directory = byNpi(
        await repository.providersByNpis(clientId, [...new Set(rows.flatMap((row) => row.appointment.providerNpis))]),
      );
      return rows.map((row) => ({
        ...appointmentView(row.appointment, directory, null),
        clientMemberId: row.clientMemberId,
        memberName: `${row.firstName} ${row.lastName}`,
      }));
    },

    /**
     * The desk's word on a request: the status moves only as the rules allow; a booked visit names
     * one of the doctors asked for and its time. The member is told of an outcome in their inbox.
     */
    async recordDeskOutcome(
      appointmentId: number,
      body: CallBody<typeof recordDeskOutcomeCall>,
      inbox: InboxDelivery,
    ): Promise<{ appointment: Appointment; memberId: number; clientId: number }> {
      const now = clock.now();
      const moved = await repository.moveAppointment(
        appointmentId,
        (current) => {
          if (!canMoveAppointment(current.status, body.status)) {
            throw new AppError('APPOINTMENT_STATUS_REFUSED', `A ${current.status} request cannot become ${body.status}`);
          }
          if (body.status !== 'success') return { status: body.status, bookedNpi: current.bookedNpi, visitAt: current.visitAt };
          if (body.bookedNpi === undefined || body.visitAt === undefined || !current.providerNpis.includes(body.bookedNpi)) {
            throw new AppError('APPOINTMENT_BOOKING_INCOMPLETE', 'A booked visit names one of the doctors asked for and its time');
          }
          return { status: body.status, bookedNpi: body.bookedNpi, visitAt: new Date(body.visitAt) };
        },
        now,
      );
      if (moved === null) throw new AppError('APPOINTMENT_NOT_FOUND', 'There is no such visit request');
      const member = { memberId: moved.memberId, clientId: moved.clientId };
      await tellMember(moved, body.status, member, inbox, now);
      const [view] = await viewsOf(member, [moved]);
      return { appointment: view!, ...member };
    },
  };

  async function tellMember(moved: AppointmentRow, status: AppointmentStatus, member: MemberKey, inbox: InboxDelivery, now: Date) {
    if (status !== 'success' && status !== 'failed' && status !== 'cancelled') return;
    const outcome: ToldOutcome = status;
    let booked: { doctor: string; visitAt: Date; timeZone: string } | null = null;
    if (outcome === 'success' && moved.bookedNpi !== null && moved.visitAt !== null) {
      const [doctor] = await repository.providersByNpis(member.clientId, [moved.bookedNpi]);
      const client = await findClientById(member.clientId);
      booked = { doctor: doctor ? doctorName(doctor) : moved.bookedNpi, visitAt: moved.visitAt, timeZone: client?.timeZone ?? 'UTC' };
    }
    const text = deskOutcomeMessage(outcome, await repository.memberLanguage(member), booked);
    await inbox.deliver({ ...member, ...text, status: 'UNREAD', sentAt: now });
  }
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
