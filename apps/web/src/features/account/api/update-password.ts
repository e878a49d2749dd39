import { updatePasswordCall } from '@portal/contract/member-account';
import { callApi } from '../../../lib/api-client';

export function updatePassword(oldPassword: string, newPassword: string) {
  return callApi(updatePasswordCall, { body: { oldPassword, newPassword } });
}
