import type { Appointment, Provider } from '@portal/contract';
import { milesBetween, roundedMiles, type Coordinates } from '@portal/domain';
import type { appointments, providers } from '../../db/schema';

export type ProviderRow = typeof providers.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;

/** A directory row as the member sees it, with its distance from them when their ZIP is placed. */
export function providerView(row: ProviderRow, from: Coordinates | null): Provider {
  return {
    npi: row.npi,
    scheduleKey: row.scheduleKey,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    degrees: row.degrees,
    gender: row.gender,
    hospital: row.hospital,
    address: { street1: row.street1, street2: row.street2, city: row.city, state: row.state, zip: row.zip },
    phoneNumber: row.phone,
    distance: from === null ? null : roundedMiles(milesBetween(from, row)),
  };
}

/** A request as the member sees it: its doctors in the order asked (a doctor gone from the directory is left out). */
export function appointmentView(row: AppointmentRow, directory: ReadonlyMap<string, ProviderRow>, from: Coordinates | null): Appointment {
  return {
    id: row.id,
    scheduledOnTs: row.scheduledOnTs.toISOString(),
    status: row.status,
    providers: row.providerNpis.flatMap((npi) => {
      const provider = directory.get(npi);
      return provider ? [providerView(provider, from)] : [];
    }),
    availability: row.availability,
    demoPhone: row.demoPhone,
    bookedNpi: row.bookedNpi,
    visitAt: row.visitAt?.toISOString() ?? null,
  };
}

/** "Dr. First Last, MD" as a message names the doctor. */
export function doctorName(row: ProviderRow): string {
  const degrees = row.degrees.length > 0 ? `, ${row.degrees.join(', ')}` : '';
  return `${row.firstName} ${row.lastName}${degrees}`;
}
