import { postMemberActivityCall } from '@portal/contract/member-account';
import { callApi } from '../../../lib/api-client';

/** Spec 000 activity events: PROFILE_UPDATED follows every change to the member's profile. */
export function recordProfileUpdated() {
  return callApi(postMemberActivityCall, { body: { activityType: 'PROFILE_UPDATED' } });
}
