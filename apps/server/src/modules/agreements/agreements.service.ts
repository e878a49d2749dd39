import type { MemberAgreement } from '@portal/contract';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { AgreementsRepository } from './agreements.repository';

export function createAgreementsService(repository: AgreementsRepository, clock: Clock) {
  return {
    /** Records the member's acceptance of one of their own client's agreements, now. */
    async accept(client: ClientRecord, member: AccessClaims, agreementId: number): Promise<MemberAgreement> {
      const agreement = client.agreements.find((candidate) => candidate.id === agreementId);
      if (!agreement) throw new AppError('NOT_FOUND', 'There is no such agreement');
      const acceptedAt = clock.now();
      await repository.recordAcceptance(member, agreement.id, acceptedAt);
      return { agreementId: agreement.id, agreementTimestamp: acceptedAt.toISOString() };
    },

    /** Every agreement of the client, accepted now (the demo accounts, as if at registration). */
    async acceptAll(client: ClientRecord, memberId: number): Promise<void> {
      const acceptedAt = clock.now();
      const member = { memberId, clientId: client.configuration.id };
      for (const agreement of client.agreements) await repository.recordAcceptance(member, agreement.id, acceptedAt);
    },
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
