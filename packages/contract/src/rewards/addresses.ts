// The rewards calls, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const getRewardsInitCall = callAddress<typeof calls.getRewardsInitCall>('GET', '/v1/web/rewards/init');
export const adjustRewardsCall = callAddress<typeof calls.adjustRewardsCall>('POST', '/v1/staff/members/:memberId/rewards/adjustments');
