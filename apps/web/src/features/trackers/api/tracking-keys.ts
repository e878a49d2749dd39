import type { Tracker } from '@portal/contract';
import { trackingKeys as memberTrackingKeys } from '../../../lib/api/tracking-keys';

/** The query keys of the trackers area; everything under `member(id)` is the member's trackers. */
export const trackingKeys = {
  ...memberTrackingKeys,
  init: (memberId: number) => [...memberTrackingKeys.member(memberId), 'init'] as const,
  history: (memberId: number, tracker: Tracker) => [...memberTrackingKeys.member(memberId), 'history', tracker] as const,
  devices: (memberId: number) => [...memberTrackingKeys.member(memberId), 'devices'] as const,
};
