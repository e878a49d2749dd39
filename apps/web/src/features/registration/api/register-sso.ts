import type { CommunicationPreferences } from '@portal/contract';
import { registerSsoCall } from '@portal/contract/sso-registration';
import { callApi } from '../../../lib/api-client';

export function registerSso(request: { communicationPreferences: CommunicationPreferences; smsOptIn: boolean }) {
  return callApi(registerSsoCall, { body: request });
}
