import type { RegisterRequest } from '@portal/contract';
import { registerCall } from '@portal/contract/registration';
import { callApi } from '../../../lib/api-client';

export function register(token: string, request: RegisterRequest) {
  return callApi(registerCall, { bearer: token, body: request });
}
