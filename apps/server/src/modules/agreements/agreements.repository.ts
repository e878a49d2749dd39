import type { Database } from '../../db/database';
import { memberAgreements } from '../../db/schema';

export function createAgreementsRepository(db: Database) {
  return {
    async recordAcceptance(memberId: number, clientAgreementId: number, acceptedAt: Date): Promise<void> {
      await db.insert(memberAgreements).values({ memberId, clientAgreementId, acceptedAt });
    },
  };
}

export type AgreementsRepository = ReturnType<typeof createAgreementsRepository>;
