import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { adjust } from './adjust';
import { clientTimeZone, expireDueLots } from './expire-due-lots';
import { issueReward } from './issue-reward';
import type { Ledger } from './ledger';
import { createLedgerReads } from './ledger-reads';
import { earlierRedemption, redeem, refund } from './redeem';
import { createOutcomeReads } from './reward-outcomes';
import { verifyLedger } from './verify-ledger';

/** The rewards ledger over the portal's database (DESIGN section 9, decision 0030). */
export function createLedger(db: Database, clock: Clock): Ledger {
  const reads = createLedgerReads(db);
  const outcomes = createOutcomeReads(db);
  return {
    issueReward: (earning, options) => issueReward(db, clock, earning, options?.tx),
    outcomesForCompletions: (clientId, completionIds) => outcomes.outcomesForCompletions(clientId, completionIds),
    balances: (clientId, memberCoverageIds, today) => reads.balances(clientId, memberCoverageIds, today),
    history: (clientId, memberCoverageIds) => reads.history(clientId, memberCoverageIds),
    adjust: async (adjustment) => adjust(db, clock, adjustment, await clientTimeZone(db, adjustment.clientId)),
    redeem: async (redemption) => redeem(db, clock, redemption, await clientTimeZone(db, redemption.clientId)),
    earlierRedemption: (request) => earlierRedemption(db, request),
    refund: async (order) => refund(db, clock, order, await clientTimeZone(db, order.clientId)),
    expireDueLots: (now) => expireDueLots(db, now),
    verify: (clientId) => verifyLedger(db, clientId),
  };
}
