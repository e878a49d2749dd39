import { type MemberIdentity } from '@portal/contract';
import { getUsernameCall, requestPasswordResetCall, resetPasswordCall } from '@portal/contract/recovery';
import { callApi } from '../../../lib/api-client';

export async function findUsername(identity: MemberIdentity): Promise<string> {
  return (await callApi(getUsernameCall, { query: { ...identity } })).username;
}

/** Answers the masked address the link went to. */
export async function requestPasswordReset(identity: MemberIdentity): Promise<string> {
  return (await callApi(requestPasswordResetCall, { body: identity })).maskedEmail;
}

/** The reset link's token travels as `oldPassword`, as the spec's call names it. */
export async function resetPassword(username: string, token: string, newPassword: string): Promise<void> {
  await callApi(resetPasswordCall, { params: { username }, body: { oldPassword: token, newPassword } });
}
