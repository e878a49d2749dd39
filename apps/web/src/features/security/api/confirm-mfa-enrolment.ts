import { confirmMfaEnrolmentCall } from '@portal/contract/mfa';
import { callApi } from '../../../lib/api-client';

export const confirmMfaEnrolment = (totp: string) => callApi(confirmMfaEnrolmentCall, { body: { totp } });
