import type { Tracker, TrackerIncentive } from '@portal/contract';
import type { MemberKey } from '../../db/member-owned';
import type { ClientRecord } from '../../lib/client-record';

/** What the trackers need of the health actions they complete (tracker-goals.service.ts). */
export interface TrackerGoals {
  incentives(client: ClientRecord, member: MemberKey): Promise<Map<Tracker, TrackerIncentive[]>>;
  /** Called after every save of a tracker's entries. */
  complete(client: ClientRecord, member: MemberKey, tracker: Tracker): Promise<void>;
}
