import { APPLICATION_NAME, APPLICATION_VERSION, DEFAULT_LANGUAGE, REQUEST_HEADERS, type LanguageCode } from '@portal/contract';

export interface SignedInContext {
  readonly memberId: number;
  readonly jwt: string;
  readonly activeCoverageIds: readonly number[];
  readonly dependentIds: readonly number[];
}

/** Everything the shared API client sends with a call (spec 000 section 7). */
export interface RequestContext {
  readonly clientAbbreviation: string | null;
  readonly storagePartition: string;
  readonly correlationId: string;
  readonly memberLanguage: LanguageCode | null;
  readonly preLoginLanguage: LanguageCode | null;
  readonly cohortId: string | null;
  readonly trackingParameters: string | null;
  readonly member: SignedInContext | null;
}

/** Spec: the member's language, else the one chosen before sign-in, else EN. */
export function preferredLanguageHeader(context: Pick<RequestContext, 'memberLanguage' | 'preLoginLanguage'>): LanguageCode {
  return context.memberLanguage ?? context.preLoginLanguage ?? DEFAULT_LANGUAGE;
}

export function buildRequestHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    [REQUEST_HEADERS.applicationName]: APPLICATION_NAME,
    [REQUEST_HEADERS.applicationVersion]: APPLICATION_VERSION,
    [REQUEST_HEADERS.correlationId]: context.correlationId,
    [REQUEST_HEADERS.storagePartition]: context.storagePartition,
    [REQUEST_HEADERS.preferredLanguage]: preferredLanguageHeader(context),
  };
  if (context.clientAbbreviation) headers[REQUEST_HEADERS.clientAbbreviation] = context.clientAbbreviation;
  if (context.cohortId) headers[REQUEST_HEADERS.cohortId] = context.cohortId;
  if (context.trackingParameters) headers[REQUEST_HEADERS.trackingParameters] = context.trackingParameters;
  if (context.member) {
    headers[REQUEST_HEADERS.memberId] = String(context.member.memberId);
    headers[REQUEST_HEADERS.memberCoverageIds] = context.member.activeCoverageIds.join(',');
    headers[REQUEST_HEADERS.dependentIds] = context.member.dependentIds.join(',');
    headers[REQUEST_HEADERS.authorization] = `Bearer ${context.member.jwt}`;
  }
  return headers;
}
