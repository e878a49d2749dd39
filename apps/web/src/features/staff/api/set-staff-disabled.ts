import { setStaffDisabledCall } from '@portal/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { staffBearer } from './staff-bearer';
import { staffKeys } from './staff-keys';

export interface StaffAccountChange {
  readonly id: number;
  readonly disabled: boolean;
}

export const setStaffDisabled = ({ id, disabled }: StaffAccountChange) =>
  callApi(setStaffDisabledCall, { params: { staffId: id }, body: { disabled }, bearer: staffBearer() });

/** Turns a staff account off or on; the list of accounts is read again. */
export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.accounts() }),
  });
}
