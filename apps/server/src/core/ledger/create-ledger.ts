import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { adjust } from './adjust';
import { clientTimeZone, expireDueLots } from './expire-due-lots';
import { issueReward } from './issue-reward';
import type { Ledger } from './ledger';
import { balances, history } from './ledger-reads';
import { outcomesForCompletions } from './reward-outcomes';
import { verifyLedger } from './verify-ledger';

/** The rewards ledger over the portal's database (DESIGN section 9, decision 0030). */
export function createLedger(db: Database, clock: Clock): Ledger {
  return {
    issueReward: (earning, options) => issueReward(db, clock, earning, options?.tx),
    outcomesForCompletions: (clientId, completionIds) => outcomesForCompletions(db, clientId, completionIds),
    balances: (clientId, memberCoverageIds, today) => balances(db, clientId, memberCoverageIds, today),
    history: (clientId, memberCoverageIds) => history(db, clientId, memberCoverageIds),
    adjust: async (adjustment) => adjust(db, clock, adjustment, await clientTimeZone(db, adjustment.clientId)),
    expireDueLots: (now) => expireDueLots(db, now),
    verify: (clientId) => verifyLedger(db, clientId),
  };
}
