import type { Database } from '../../db/database';
import type { MemberKey } from '../../db/member-owned';
import { memberAgreements } from '../../db/schema';

export function createAgreementsRepository(db: Database) {
  return {
    async recordAcceptance(member: MemberKey, clientAgreementId: number, acceptedAt: Date): Promise<void> {
      await db.insert(memberAgreements).values({ memberId: member.memberId, clientId: member.clientId, clientAgreementId, acceptedAt });
    },
  };
}

export type AgreementsRepository = ReturnType<typeof createAgreementsRepository>;
