import type { FeatureFlag, Tracker, TrackerEntry, TrackerSummary } from '@portal/contract';
import { TRACKERS } from '@portal/contract';
import { clientConfiguration, memberInfo } from '../../../test/fixtures';
import { renderMemberPages } from '../../../test/feature-pages';
import { stubServer, type StubAnswer } from '../../account/test/account-harness';
import { trackersRoutes } from '../routes';

export const INIT = 'GET /v1/web/tracking/init-tracking';
export const history = (tracker: Tracker): string => `GET /v1/web/tracking/history/${tracker}`;
export const save = (tracker: Tracker): string => `PUT /v1/web/tracking/${tracker}`;
export const DEVICES = 'GET /v1/web/tracking/devices';

export function summary(tracker: Tracker, overrides: Partial<TrackerSummary> = {}): TrackerSummary {
  return { tracker, latest: null, latestDate: null, latestSystolic: null, latestDiastolic: null, sources: [], ...overrides };
}

/** The init-tracking answer: every tracker, the summaries given and empty ones for the rest. */
export function initTracking(summaries: TrackerSummary[] = []): unknown {
  const given = new Map(summaries.map((item) => [item.tracker, item]));
  return {
    settings: TRACKERS.map((type) => ({ type, incentives: [] })),
    summary: TRACKERS.map((tracker) => given.get(tracker) ?? summary(tracker)),
    humanApiToken: null,
  };
}

export function entry(overrides: Partial<TrackerEntry> = {}): TrackerEntry {
  return { date: '2026-03-01', value: 172, source: 'MANUAL', enteredByHand: true, ...overrides };
}

/**
 * Opens `path` in the trackers' routes as the route table guards them, with the server's answers
 * stubbed (a member with no device sources, unless the answers say otherwise).
 */
export function openPage(
  path: string,
  answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>,
  features: FeatureFlag[] = ['HOME', 'TRACKING'],
): ReturnType<typeof stubServer> {
  const server = stubServer({ [DEVICES]: { body: { sources: [], providers: [] } }, ...answers });
  renderMemberPages(trackersRoutes, path, { member: memberInfo(), configuration: clientConfiguration({ features }) });
  return server;
}
