import { verifyElevatedCodeCall } from '@portal/contract/mfa';
import { callApi } from '../api-client';

/** The elevated-role check, second half: the code the member entered, exchanged for the token. */
export async function verifyElevationCode(totp: string): Promise<string> {
  return (await callApi(verifyElevatedCodeCall, { body: { totp } })).elevatedRoleToken;
}
