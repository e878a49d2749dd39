import * as z from 'zod/mini';
import { isoDateSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

/** The longest fill a record shows: a year's supply (pharmacy feed and FHIR import refuse more). */
export const DAYS_SUPPLY_MAX = 365;

/** Spec 001 "Prescription record": name, filled-on date (startDate), days supply. */
export const prescriptionRecordSchema = z.object({
  name: z.string(),
  /** The day the pharmacy filled it (or, for a prescription only written, the day it was written). */
  startDate: isoDateSchema,
  daysSupply: z.nullable(z.int()),
});
export type PrescriptionRecord = z.infer<typeof prescriptionRecordSchema>;

export const listPrescriptionsCall = defineCall({
  method: 'GET',
  path: '/v1/web/health-profile/prescriptions',
  summary: "The signed-in member's prescription fills, newest first",
  access: 'member',
  feature: 'PRESCRIPTION_RECORD',
  response: z.object({ prescriptions: z.array(prescriptionRecordSchema) }),
});
