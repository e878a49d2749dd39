import type { Agreement } from '@portal/contract';
import { acceptAgreementCall } from '@portal/contract/agreements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { memberInfoQuery } from '../../../lib/api/get-member-info';

/** One acceptance per agreement; member-info is then read again, which closes what was accepted. */
export function useAcceptAgreements(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreements: readonly Agreement[]) =>
      Promise.all(agreements.map((agreement) => callApi(acceptAgreementCall, { params: { id: agreement.id } }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberInfoQuery(memberId).queryKey }),
  });
}
