import { describe, expect, it } from 'vitest';
import { buildRequestHeaders, preferredLanguageHeader, type RequestContext } from './request-headers';

const visitor: RequestContext = {
  clientAbbreviation: 'HARBOR',
  storagePartition: 'harbor',
  correlationId: 'c0ffee00-0000-4000-8000-000000000001',
  memberLanguage: null,
  preLoginLanguage: null,
  cohortId: null,
  trackingParameters: null,
  member: null,
};

const member: RequestContext = {
  ...visitor,
  memberLanguage: 'VI',
  preLoginLanguage: 'ES',
  cohortId: 'HHP-COMMERCIAL',
  trackingParameters: 'utm_source=email&utm_campaign=42',
  member: { memberId: 42, jwt: 'header.payload.signature', activeCoverageIds: [7, 9], dependentIds: [43, 44] },
};

describe('request headers (spec 000 section 7)', () => {
  it('name the application and its version 1.0.1148', () => {
    const headers = buildRequestHeaders(visitor);
    expect(headers['x-application-name']).toBe('member-portal-web');
    expect(headers['x-application-version']).toBe('1.0.1148');
  });

  it("carry the session's correlation id", () => {
    expect(buildRequestHeaders(visitor)['x-correlation-id']).toBe(visitor.correlationId);
  });

  it('carry the client abbreviation and the storage partition', () => {
    const headers = buildRequestHeaders(visitor);
    expect(headers['x-client-abbreviation']).toBe('HARBOR');
    expect(headers['x-storage-partition']).toBe('harbor');
    expect(buildRequestHeaders({ ...visitor, clientAbbreviation: null })).not.toHaveProperty('x-client-abbreviation');
  });

  it("carry the preferred language: the member's, else the pre-sign-in one, else EN", () => {
    expect(buildRequestHeaders(member)['x-preferred-language']).toBe('VI');
    expect(preferredLanguageHeader({ memberLanguage: null, preLoginLanguage: 'ES' })).toBe('ES');
    expect(preferredLanguageHeader({ memberLanguage: null, preLoginLanguage: null })).toBe('EN');
  });

  it('carry the cohort id when the member has an active coverage', () => {
    expect(buildRequestHeaders(member)['x-cohort-id']).toBe('HHP-COMMERCIAL');
    expect(buildRequestHeaders(visitor)).not.toHaveProperty('x-cohort-id');
  });

  it('carry the saved tracking parameters', () => {
    expect(buildRequestHeaders(member)['x-tracking-parameters']).toBe('utm_source=email&utm_campaign=42');
    expect(buildRequestHeaders(visitor)).not.toHaveProperty('x-tracking-parameters');
  });

  it('carry, when signed in, the member id, active coverage ids, dependents and the bearer token', () => {
    const headers = buildRequestHeaders(member);
    expect(headers['x-member-id']).toBe('42');
    expect(headers['x-member-coverage-ids']).toBe('7,9');
    expect(headers['x-dependent-ids']).toBe('43,44');
    expect(headers.authorization).toBe('Bearer header.payload.signature');
  });

  it('carry no member headers for a visitor', () => {
    const headers = buildRequestHeaders(visitor);
    for (const name of ['x-member-id', 'x-member-coverage-ids', 'x-dependent-ids', 'authorization'])
      expect(headers).not.toHaveProperty(name);
  });
});
