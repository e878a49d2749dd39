import type { PrescriptionRecord } from '@portal/contract';
import { fhirBundleFills, isMedicationBundle, type MedicationRefusal } from '@portal/domain';
import type { MemberKey } from '../../db/member-owned';
import type { ClientRecord } from '../../lib/client-record';
import type { MemberFill, PrescriptionsRepository } from './prescriptions.repository';

/** What one FHIR bundle did: medication resources read, fills new to the portal, fills it already had, and those refused. */
export interface MedicationBundleImport {
  readonly received: number;
  readonly added: number;
  readonly alreadyKept: number;
  readonly refused: readonly MedicationRefusal[];
}

/** A document that is no FHIR Bundle: the operator is told, nothing is read. */
export class NotABundleError extends Error {}

export function createPrescriptionsService(repository: PrescriptionsRepository) {
  return {
    /** The signed-in member's fills, newest first. */
    list(member: MemberKey): Promise<PrescriptionRecord[]> {
      return repository.memberFills(member);
    },

    /**
     * A plan's FHIR R4 bundle of MedicationDispense and MedicationRequest resources (its Patient
     * Access API's answer), each fill to the member its Patient names; a resource already kept adds nothing.
     */
    async importBundle(client: ClientRecord, document: unknown): Promise<MedicationBundleImport> {
      if (!isMedicationBundle(document)) throw new NotABundleError('The file is not a FHIR Bundle');
      const { fills, refusals } = fhirBundleFills(document);
      const clientId = client.configuration.id;
      const members = await repository.membersByNumber(clientId, [...new Set(fills.map((fill) => fill.clientMemberId))]);
      const known: MemberFill[] = [];
      const refused: MedicationRefusal[] = [...refusals];
      for (const fill of fills) {
        const memberId = members.get(fill.clientMemberId);
        if (memberId === undefined) refused.push({ resource: fill.sourceId, reason: 'UNKNOWN_MEMBER' });
        else known.push({ ...fill, memberId });
      }
      const added = await repository.saveFills(clientId, 'FHIR', known);
      return { received: fills.length + refusals.length, added, alreadyKept: known.length - added, refused };
    },
  };
}

export type PrescriptionsService = ReturnType<typeof createPrescriptionsService>;
