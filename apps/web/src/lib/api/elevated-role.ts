import { REQUEST_HEADERS } from '@portal/contract';
import { requestElevatedCodeCall, verifyElevatedCodeCall } from '@portal/contract/mfa';
import { callApi } from '../api-client';

/**
 * The elevated-role check: a code sent by the member's MFA channel (or e-mail), whose token
 * lets a sensitive change through until it expires.
 */
export const requestElevationCode = () => callApi(requestElevatedCodeCall);

export async function verifyElevationCode(totp: string): Promise<string> {
  return (await callApi(verifyElevatedCodeCall, { body: { totp } })).elevatedRoleToken;
}

/** The header a sensitive call carries its elevated-role token in. */
export function elevatedRoleHeaders(elevatedRoleToken: string): Record<string, string> {
  return { [REQUEST_HEADERS.elevatedRoleToken]: elevatedRoleToken };
}
