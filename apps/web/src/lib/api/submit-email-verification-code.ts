import type { EmailVerificationType } from '@portal/contract';
import { submitEmailVerificationCodeCall } from '@portal/contract/member-account';
import { callApi } from '../api-client';

/** Answers both addresses' verification times as they now stand. */
export function submitEmailVerificationCode(type: EmailVerificationType, totp: string) {
  return callApi(submitEmailVerificationCodeCall, { body: { type, totp } });
}
