import { isCalendarDate } from '../shared/calendar-date';
import { normalizedNdc } from './ndc';
import { isDaysSupply, PRESCRIPTION_TEXT_MAX, type PrescriptionFill } from './pharmacy-claim-row';

export const NDC_SYSTEM = 'http://hl7.org/fhir/sid/ndc';

/** Why a MedicationDispense or MedicationRequest of a bundle is not kept. */
export const MEDICATION_REFUSAL_REASONS = [
  'MISSING_ID',
  'NOT_FILLED',
  'NO_NDC',
  'INVALID_NDC',
  'MISSING_NAME',
  'MISSING_DATE',
  'DAYS_SUPPLY_OUT_OF_RANGE',
  'NO_PATIENT',
  /** Decided on import: the member number names no member of the plan. */
  'UNKNOWN_MEMBER',
] as const;
export type MedicationRefusalReason = (typeof MEDICATION_REFUSAL_REASONS)[number];

export interface MedicationRefusal {
  /** `MedicationDispense/<id>`, or the entry's place in the bundle when it has no id. */
  readonly resource: string;
  readonly reason: MedicationRefusalReason;
}

export interface ConvertedMedications {
  readonly fills: PrescriptionFill[];
  readonly refusals: MedicationRefusal[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Statuses of a resource that says no medication reached the member (or that it was written in error). */
const NOT_FILLED: Readonly<Record<string, readonly string[]>> = {
  MedicationDispense: ['entered-in-error', 'cancelled', 'declined', 'stopped', 'not-done'],
  MedicationRequest: ['entered-in-error', 'cancelled', 'draft'],
};

/** A Patient Access API names its member by the identifier typed MB (member number), else the first it lists. */
function memberNumberOfPatient(patient: Json): string | null {
  const identifiers = listOf(patient.identifier).filter(isObject);
  const typed = identifiers.find((identifier) =>
    listOf(isObject(identifier.type) ? identifier.type.coding : undefined).some((coding) => isObject(coding) && coding.code === 'MB'),
  );
  return textOf((typed ?? identifiers[0])?.value);
}

/**
 * The member number a resource's subject names: its identifier's value; else, by its reference,
 * the Patient of the bundle it points to, or the reference's id when the bundle has no such Patient.
 */
function subjectMemberNumber(subject: unknown, patients: ReadonlyMap<string, Json>): string | null {
  if (!isObject(subject)) return null;
  if (isObject(subject.identifier)) return textOf(subject.identifier.value);
  const reference = textOf(subject.reference);
  if (reference === null) return null;
  const patient = patients.get(reference) ?? patients.get(reference.replace(/^.*\/(Patient\/[^/]+)$/, '$1'));
  if (patient) return memberNumberOfPatient(patient);
  return /^Patient\/([^/]+)$/.exec(reference)?.[1] ?? null;
}

/** The day part of a FHIR date or dateTime as written (the pharmacy's own day, no time zone moved). */
function dayOf(value: unknown): string | null {
  const text = textOf(value);
  const day = text?.slice(0, 10) ?? null;
  return day !== null && isCalendarDate(day) ? day : null;
}

/** Days in a Quantity or Duration: a value in days (`d`, `day`, `days`) or, without a unit, as the number it is. */
function daysIn(quantity: unknown): number | 'absent' | 'bad' {
  if (!isObject(quantity) || quantity.value === undefined) return 'absent';
  const unit = textOf(quantity.code) ?? textOf(quantity.unit);
  if (typeof quantity.value !== 'number' || (unit !== null && !['d', 'day', 'days'].includes(unit.toLowerCase()))) return 'bad';
  return isDaysSupply(quantity.value) ? quantity.value : 'bad';
}

function medicationName(concept: Json, ndcCoding: Json | undefined): string | null {
  const name = textOf(concept.text) ?? textOf(ndcCoding?.display);
  const anyDisplay = listOf(concept.coding)
    .filter(isObject)
    .map((coding) => textOf(coding.display))
    .find((display) => display !== null);
  const chosen = name ?? anyDisplay ?? null;
  return chosen === null ? null : chosen.slice(0, PRESCRIPTION_TEXT_MAX);
}

/** One MedicationDispense or MedicationRequest as a fill, or why it is refused. */
export function medicationFill(
  resource: Json,
  fallbackName: string,
  patients: ReadonlyMap<string, Json>,
): PrescriptionFill | MedicationRefusal {
  const type = resource.resourceType as 'MedicationDispense' | 'MedicationRequest';
  const id = textOf(resource.id);
  const refuse = (reason: MedicationRefusalReason): MedicationRefusal => ({ resource: id ? `${type}/${id}` : fallbackName, reason });
  // Without its id a resource read twice could not be known again.
  if (id === null) return refuse('MISSING_ID');
  if ((NOT_FILLED[type] ?? []).includes(String(resource.status))) return refuse('NOT_FILLED');
  const concept = isObject(resource.medicationCodeableConcept) ? resource.medicationCodeableConcept : {};
  const ndcCoding = listOf(concept.coding)
    .filter(isObject)
    .find((coding) => coding.system === NDC_SYSTEM);
  if (!ndcCoding) return refuse('NO_NDC');
  const ndc = typeof ndcCoding.code === 'string' ? normalizedNdc(ndcCoding.code) : null;
  if (ndc === null) return refuse('INVALID_NDC');
  const drugName = medicationName(concept, ndcCoding);
  if (drugName === null) return refuse('MISSING_NAME');
  const fillDate = dayOf(type === 'MedicationDispense' ? resource.whenHandedOver : resource.authoredOn);
  if (fillDate === null) return refuse('MISSING_DATE');
  const supply =
    type === 'MedicationDispense'
      ? daysIn(resource.daysSupply)
      : daysIn(isObject(resource.dispenseRequest) ? resource.dispenseRequest.expectedSupplyDuration : undefined);
  if (supply === 'bad') return refuse('DAYS_SUPPLY_OUT_OF_RANGE');
  const clientMemberId = subjectMemberNumber(resource.subject, patients);
  if (clientMemberId === null) return refuse('NO_PATIENT');
  const performer = listOf(resource.performer).filter(isObject)[0];
  const pharmacy = type === 'MedicationDispense' && isObject(performer?.actor) ? textOf(performer.actor.display) : null;
  return {
    clientMemberId,
    ndc,
    drugName,
    fillDate,
    daysSupply: supply === 'absent' ? null : supply,
    pharmacy: pharmacy?.slice(0, PRESCRIPTION_TEXT_MAX) ?? null,
    sourceId: `${type}/${id}`,
  };
}

/**
 * A FHIR R4 Bundle's MedicationDispense and MedicationRequest resources as fills, each refused one
 * with its reason; other resources are passed over (Patients only name members).
 */
export function fhirBundleFills(bundle: unknown): ConvertedMedications {
  const converted: ConvertedMedications = { fills: [], refusals: [] };
  if (!isObject(bundle)) return converted;
  const entries = listOf(bundle.entry).filter(isObject);
  const patients = new Map<string, Json>();
  for (const entry of entries) {
    const resource = entry.resource;
    if (!isObject(resource) || resource.resourceType !== 'Patient') continue;
    if (typeof resource.id === 'string') patients.set(`Patient/${resource.id}`, resource);
    if (typeof entry.fullUrl === 'string') patients.set(entry.fullUrl, resource);
  }
  listOf(bundle.entry).forEach((entry, index) => {
    const resource = isObject(entry) ? entry.resource : undefined;
    if (!isObject(resource) || (resource.resourceType !== 'MedicationDispense' && resource.resourceType !== 'MedicationRequest')) return;
    const fill = medicationFill(resource, `entry[${index}]`, patients);
    if ('reason' in fill) converted.refusals.push(fill);
    else converted.fills.push(fill);
  });
  return converted;
}

/** Whether a parsed JSON document is a FHIR R4 Bundle. */
export function isMedicationBundle(document: unknown): boolean {
  return isObject(document) && document.resourceType === 'Bundle';
}
