import type { EmailVerificationType } from '@portal/contract';
import { requestEmailVerificationCodeCall, submitEmailVerificationCodeCall } from '@portal/contract/member-account';
import { callApi } from '../../../lib/api-client';

/** Sends a code to the address of this kind; answers where it went, masked. */
export function requestEmailVerificationCode(type: EmailVerificationType) {
  return callApi(requestEmailVerificationCodeCall, { body: { type } });
}

/** Answers both addresses' verification times as they now stand. */
export function submitEmailVerificationCode(type: EmailVerificationType, totp: string) {
  return callApi(submitEmailVerificationCodeCall, { body: { type, totp } });
}
