import { verifyRegistrationCodeCall } from '@portal/contract/registration';
import { callApi } from '../../../lib/api-client';

export async function verifyRegistrationCode(token: string, totp: string): Promise<string> {
  return (await callApi(verifyRegistrationCodeCall, { bearer: token, body: { totp } })).rememberToken;
}
