import { regenerateRecoveryCodesCall } from '@portal/contract/mfa';
import { callApi } from '../../../lib/api-client';
import { elevatedRoleHeaders } from '../../../lib/api/elevated-role';

/** A new set of recovery codes (the old set stops working); needs the elevated-role token. */
export const regenerateRecoveryCodes = (elevated: string) =>
  callApi(regenerateRecoveryCodesCall, { headers: elevatedRoleHeaders(elevated) });
