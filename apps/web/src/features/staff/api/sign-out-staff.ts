import { staffSignOutCall } from '@portal/contract/staff';
import { callApi } from '../../../lib/api-client';
import { staffSessionStore } from '../../../lib/staff-session-store';
import { staffBearer } from './staff-bearer';

export async function signOutStaff(): Promise<void> {
  await callApi(staffSignOutCall, { bearer: staffBearer() }).catch(() => undefined);
  staffSessionStore.set(null);
}
