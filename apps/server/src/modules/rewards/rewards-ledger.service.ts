import type { adjustRewardsCall, CallBody } from '@portal/contract';
import type { ProgrammeDefinition } from '@portal/domain';
import { AdjustmentBelowZeroError } from '../../core/ledger/adjust';
import type { ExpiryRun, Ledger, LedgerProblem } from '../../core/ledger/ledger';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import { UsageError } from '../../lib/operator-error';
import type { RequestPlace, StaffContext } from '../../lib/staff-access';
import type { RewardsRepository } from './rewards.repository';

export interface RewardsLedgerDependencies {
  readonly ledger: Ledger;
  readonly repository: RewardsRepository;
  readonly programmeFor: (clientId: number) => Promise<ProgrammeDefinition | null>;
  readonly findClient: (abbreviation: string) => Promise<ClientRecord | undefined>;
  readonly findClientById: (clientId: number) => Promise<ClientRecord | undefined>;
}

/** What staff and operators do to the ledger: adjustments, its checks, expiry on demand. */
export function createRewardsLedgerService({ ledger, repository, programmeFor, findClient, findClientById }: RewardsLedgerDependencies) {
  return {
    /** An ADMIN's adjustment of one of the member's coverages (the route requires the role). */
    async adjust(staff: StaffContext, memberId: number, body: CallBody<typeof adjustRewardsCall>, place: RequestPlace) {
      const coverage = await repository.coverageOfMember(memberId, body.memberCoverageId);
      const client = coverage && (await findClientById(coverage.clientId));
      if (!coverage || !client) throw new AppError('NOT_FOUND', "That coverage is not the member's");
      const currency = (await programmeFor(coverage.clientId))?.rewardType ?? client.configuration.currency;
      try {
        const adjusted = await ledger.adjust({
          clientId: coverage.clientId,
          memberId,
          memberCoverageId: body.memberCoverageId,
          currency,
          amount: body.amount,
          reason: body.reason,
          staffId: staff.staffId,
          place,
        });
        return { transactionId: adjusted.transactionId, memberCoverageId: body.memberCoverageId, currency, balance: adjusted.balance };
      } catch (error) {
        if (!(error instanceof AdjustmentBelowZeroError)) throw error;
        throw new AppError('ADJUSTMENT_BELOW_ZERO', 'The adjustment would take the balance below zero', undefined, {
          balance: String(error.balance),
        });
      }
    },

    /** Every broken invariant, of one client when its abbreviation is given. */
    async verify(abbreviation: string | undefined): Promise<LedgerProblem[]> {
      if (abbreviation === undefined) return ledger.verify();
      const client = await findClient(abbreviation);
      if (!client) throw new UsageError(`There is no client ${abbreviation}`);
      return ledger.verify(client.configuration.id);
    },

    expireDueLots: (now: Date): Promise<ExpiryRun> => ledger.expireDueLots(now),
  };
}

export type RewardsLedgerService = ReturnType<typeof createRewardsLedgerService>;
