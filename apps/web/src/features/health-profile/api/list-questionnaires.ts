import { listQuestionnairesCall } from '@portal/contract/questionnaires';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { healthProfileKeys } from './health-profile-keys';

/** The plan's questionnaires with the member's status in each: where a results page finds its attempt. */
export const questionnairesQuery = (memberId: number) =>
  queryOptions({
    queryKey: healthProfileKeys.questionnaires(memberId),
    queryFn: ({ signal }) => callApi(listQuestionnairesCall, { signal }),
    staleTime: 60_000,
  });
