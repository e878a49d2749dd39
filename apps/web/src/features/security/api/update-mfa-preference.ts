import type { MfaPreference } from '@portal/contract';
import { updateMfaPreferenceCall } from '@portal/contract/mfa';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { elevatedRoleHeaders } from '../../../lib/api/elevated-role';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export interface MfaPreferenceChange {
  readonly preference: MfaPreference;
  /** The elevated-role token; none while two-step verification is off. */
  readonly elevated: string | null;
}

export function updateMfaPreference({ preference, elevated }: MfaPreferenceChange) {
  return callApi(updateMfaPreferenceCall, {
    body: { mfaPreference: preference },
    headers: elevated ? elevatedRoleHeaders(elevated) : undefined,
  });
}

type PreferenceAnswer = Awaited<ReturnType<typeof updateMfaPreference>>;

export function useUpdateMfaPreference(options: MutationHookOptions<PreferenceAnswer, MfaPreferenceChange> = {}) {
  return useMutation({ ...options, mutationFn: updateMfaPreference });
}
