import { activeCoverages, todayIn } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { clientConfigurationQuery } from './api/get-client-configuration';
import { memberInfoQuery } from './api/get-member-info';
import { preLoginLanguage } from './language-store';
import { pageConfig } from './page-config';
import type { RequestContext } from './request-headers';
import { sessionStore } from './session-store';
import { correlationId, savedTrackingParameters } from './tracking';

export function localToday(now = new Date()): string {
  return todayIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Gathers, at the moment of each call, what its headers carry. */
export function createRequestContext(queryClient: QueryClient): () => RequestContext {
  return () => {
    const session = sessionStore.get();
    const config = queryClient.getQueryData(clientConfigurationQuery.queryKey);
    const memberInfo = session ? queryClient.getQueryData(memberInfoQuery(session.memberId).queryKey) : undefined;
    const active = memberInfo && config ? activeCoverages(memberInfo.memberCoverages, localToday(), config.termPeriodDayCount) : [];
    return {
      // Staff viewing a member's portal view it as that member's plan serves it.
      clientAbbreviation: session?.impersonation?.clientAbbreviation ?? pageConfig.clientAbbreviation,
      storagePartition: pageConfig.storagePartition,
      correlationId: correlationId(),
      memberLanguage: memberInfo?.preferredLanguageCd ?? null,
      preLoginLanguage: preLoginLanguage(),
      cohortId: active[0]?.coverage.cohortId ?? null,
      trackingParameters: savedTrackingParameters(),
      member: session && {
        memberId: session.memberId,
        jwt: session.jwt,
        activeCoverageIds: active.map((coverage) => coverage.id),
        dependentIds: memberInfo?.dependents.map((dependent) => dependent.id) ?? [],
      },
    };
  };
}
