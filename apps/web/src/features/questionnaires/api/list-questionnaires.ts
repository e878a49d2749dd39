import { listQuestionnairesCall } from '@portal/contract/questionnaires';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { flagFailure } from './failure-flag';
import { questionnairesKeys } from './questionnaires-keys';

/** The plan's questionnaires with the member's status in each. */
export const questionnairesListQuery = (memberId: number) =>
  queryOptions({
    queryKey: questionnairesKeys.list(memberId),
    queryFn: ({ signal }) => flagFailure(callApi(listQuestionnairesCall, { signal })),
    staleTime: 60_000,
  });
