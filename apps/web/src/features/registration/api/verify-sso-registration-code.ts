import { verifySsoRegistrationCodeCall } from '@portal/contract/sso-addresses';
import { callApi } from '../../../lib/api-client';

export async function verifySsoRegistrationCode(totp: string): Promise<void> {
  await callApi(verifySsoRegistrationCodeCall, { body: { totp } });
}
