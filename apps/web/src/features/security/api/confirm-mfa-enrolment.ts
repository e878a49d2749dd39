import { confirmMfaEnrolmentCall } from '@portal/contract/security-addresses';
import { callApi } from '../../../lib/api-client';

export const confirmMfaEnrolment = (totp: string) => callApi(confirmMfaEnrolmentCall, { body: { totp } });
