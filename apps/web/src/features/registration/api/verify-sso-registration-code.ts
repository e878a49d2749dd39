import { verifySsoRegistrationCodeCall } from '@portal/contract/sso-registration';
import { callApi } from '../../../lib/api-client';

export async function verifySsoRegistrationCode(totp: string): Promise<void> {
  await callApi(verifySsoRegistrationCodeCall, { body: { totp } });
}
