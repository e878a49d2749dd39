import * as z from 'zod/mini';
import { idParamSchema, timestampSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

/** Spec 001 "Availability grid": the days of the week, Monday first. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

/** Spec 001: Morning (open to 11AM), Midday (11AM to 3PM), Afternoon (3PM to close). */
export const TIME_SLOTS = ['MORNING', 'MIDDAY', 'AFTERNOON'] as const;
export const timeSlotSchema = z.enum(TIME_SLOTS);
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** Spec 001 section 9: one preferred doctor plus up to three more, four choices in total. */
export const MAX_ADDITIONAL_DOCTORS = 3;
export const MAX_DOCTOR_CHOICES = 1 + MAX_ADDITIONAL_DOCTORS;

/** The distances a member may search within, in miles (decision 0053); the first wider one is the default. */
export const PROVIDER_DISTANCES_MILES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PROVIDER_DISTANCE_MILES = 25;
/** The directory answers at most this many doctors, nearest first. */
export const PROVIDER_LIST_LIMIT = 50;

/** A doctor-gender preference: either, or one of the directory's two. */
export const PROVIDER_GENDER_PREFERENCES = ['ANY', 'F', 'M'] as const;
export const providerGenderPreferenceSchema = z.enum(PROVIDER_GENDER_PREFERENCES);
export type ProviderGenderPreference = z.infer<typeof providerGenderPreferenceSchema>;

/** Spec 001 section 4: queued, in_progress and triggered are pending; then success, failed or cancelled. */
export const APPOINTMENT_STATUSES = ['queued', 'in_progress', 'triggered', 'success', 'failed', 'cancelled'] as const;
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

export const availabilitySlotSchema = z.object({ day: weekdaySchema, slot: timeSlotSchema });
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const providerAddressSchema = z.object({
  street1: z.string(),
  street2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** Spec 001 section 3 "Provider"; distance in miles from the member's ZIP, to one decimal. */
export const providerSchema = z.object({
  npi: z.string(),
  /** The directory's key for the doctor, which a request names. */
  scheduleKey: z.string(),
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  degrees: z.array(z.string()),
  gender: z.nullable(z.enum(['F', 'M'])),
  hospital: z.nullable(z.string()),
  address: providerAddressSchema,
  phoneNumber: z.string(),
  distance: z.nullable(z.number()),
});
export type Provider = z.infer<typeof providerSchema>;

/** Spec 001 "Appointment": scheduledOnTs and status, with what the member asked for and what was booked. */
export const appointmentSchema = z.object({
  id: z.int(),
  scheduledOnTs: timestampSchema,
  status: appointmentStatusSchema,
  /** The doctors asked for, the preferred one first. */
  providers: z.array(providerSchema),
  availability: z.array(availabilitySlotSchema),
  demoPhone: z.string(),
  /** Once booked: the doctor and the visit's time. */
  bookedNpi: z.nullable(z.string()),
  visitAt: z.nullable(timestampSchema),
});
export type Appointment = z.infer<typeof appointmentSchema>;

const milesSchema = z.pipe(z.coerce.number(), z.number().check(z.positive(), z.lte(PROVIDER_DISTANCES_MILES.at(-1)!)));

export const findProvidersCall = defineCall({
  method: 'GET',
  path: '/v4/web/scheduling/providers',
  summary: "Doctors accepting new patients within a distance of the member's ZIP, nearest first",
  access: 'member',
  feature: 'ONLINE_SCHEDULING',
  query: z.object({
    distance: z.optional(milesSchema),
    gender: z.optional(providerGenderPreferenceSchema),
  }),
  response: z.object({
    /** The ZIP the distances are measured from (the member's). */
    zip: z.nullable(z.string()),
    providers: z.array(providerSchema),
  }),
});

export const pcpsOnFileCall = defineCall({
  method: 'GET',
  path: '/v4/web/scheduling/pcps-on-file',
  summary: 'The primary-care physicians the plan has on file for the member (decision 0053)',
  access: 'member',
  feature: 'ONLINE_SCHEDULING',
  response: z.object({ providers: z.array(providerSchema) }),
});

export const scheduleAppointmentCall = defineCall({
  method: 'POST',
  path: '/v4/web/scheduling/schedule-appointment',
  summary: "Asks the plan's scheduling desk to book a visit with one of the doctors, at one of the times",
  access: 'member',
  feature: 'ONLINE_SCHEDULING',
  body: z.object({
    availability: z.array(availabilitySlotSchema).check(z.minLength(1), z.maxLength(WEEKDAYS.length * TIME_SLOTS.length)),
    /** Schedule keys, the preferred doctor first. */
    providers: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.minLength(1)),
    /** The number the desk calls the member on. */
    demoPhone: z.string().check(z.maxLength(40)),
  }),
  response: z.object({ appointment: appointmentSchema }),
});

export const appointmentsCall = defineCall({
  method: 'GET',
  path: '/v4/web/scheduling/appointments',
  summary: "The member's visit requests, the latest (by scheduledOnTs) first",
  access: 'member',
  feature: 'ONLINE_SCHEDULING',
  response: z.object({ appointments: z.array(appointmentSchema) }),
});

/** A request as the plan's scheduling desk sees it. */
export const deskRequestSchema = z.object({
  ...appointmentSchema.shape,
  clientMemberId: z.string(),
  memberName: z.string(),
});
export type DeskRequest = z.infer<typeof deskRequestSchema>;

export const DESK_OUTCOMES = ['in_progress', 'triggered', 'success', 'failed', 'cancelled'] as const;

export const listDeskRequestsCall = defineCall({
  method: 'GET',
  path: '/v1/staff/scheduling/requests',
  summary: "The scheduling desk's queue: every pending visit request of a client",
  access: 'staff-admin',
  query: z.object({ client: z.string().check(z.minLength(1), z.maxLength(20)) }),
  response: z.object({ requests: z.array(deskRequestSchema) }),
});

export const recordDeskOutcomeCall = defineCall({
  method: 'POST',
  path: '/v1/staff/scheduling/requests/:appointmentId',
  summary: 'The desk took up a request, booked it, could not book it, or cancelled it',
  access: 'staff-admin',
  params: z.object({ appointmentId: idParamSchema }),
  body: z.object({
    status: z.enum(DESK_OUTCOMES),
    /** For a booked visit: the doctor (one the member asked for) and the time. */
    bookedNpi: z.optional(z.string().check(z.regex(/^\d{10}$/))),
    visitAt: z.optional(timestampSchema),
  }),
  response: z.object({ appointment: appointmentSchema }),
});
