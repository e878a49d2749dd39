/**
 * Request headers of the shared API client (spec 000 section 7). The spec names what each
 * carries but not the header names; these are ours and both ends import them from here.
 */
export const REQUEST_HEADERS = {
  applicationName: 'x-application-name',
  applicationVersion: 'x-application-version',
  correlationId: 'x-correlation-id',
  clientAbbreviation: 'x-client-abbreviation',
  storagePartition: 'x-storage-partition',
  preferredLanguage: 'x-preferred-language',
  cohortId: 'x-cohort-id',
  /** Saved `utm_*` parameters, as a URL query string. */
  trackingParameters: 'x-tracking-parameters',
  memberId: 'x-member-id',
  /** Active coverage ids, comma separated. */
  memberCoverageIds: 'x-member-coverage-ids',
  /** The member's dependents' ids, comma separated. */
  dependentIds: 'x-dependent-ids',
  authorization: 'authorization',
  /** An elevated-role token, for calls that change sign-in security. */
  elevatedRoleToken: 'x-elevated-role-token',
  requestId: 'x-request-id',
} as const;

export const APPLICATION_NAME = 'member-portal-web';
export const APPLICATION_VERSION = '1.0.1148';
