import { type ClientConfiguration } from '@portal/contract';
import { getClientConfigurationCall } from '@portal/contract/clients';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

export const CLIENT_CONFIGURATION_KEY = ['client-configuration'] as const;

export const clientConfigurationQuery = queryOptions({
  queryKey: CLIENT_CONFIGURATION_KEY,
  queryFn: ({ signal }) => callApi(getClientConfigurationCall, { signal }),
  staleTime: 5 * 60_000,
});

/** The client's configuration; the root layout has loaded it before any page renders. */
export function useClientConfiguration(): ClientConfiguration {
  return useSuspenseQuery(clientConfigurationQuery).data;
}
