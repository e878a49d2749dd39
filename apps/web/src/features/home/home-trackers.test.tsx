import type { FeatureFlag } from '@portal/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { addressOf, failure, stubServer } from '../account/test/account-harness';
import { initTracking, summary } from '../trackers/test/trackers-fixtures';
import { HomePage } from './home-page';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const SUMMARY = 'GET /v1/web/tracking/summary';

function openHome(features: FeatureFlag[]): ReturnType<typeof stubServer> {
  const { summary: trackers } = initTracking([
    summary('steps', { latest: 8_200, latestDate: '2026-03-01' }),
    summary('bloodPressure', { latest: 128, latestDate: '2026-02-27', latestSystolic: 128, latestDiastolic: 84 }),
  ]) as { summary: unknown };
  const server = stubServer({
    'GET /v3/web/health-actions/init': failure(404, 'PROGRAMME_NOT_FOUND'),
    [SUMMARY]: { body: { summary: trackers } },
  });
  renderInPortal(
    <Suspense fallback={<p>loading</p>}>
      <HomePage areas={[]} />
    </Suspense>,
    { member: memberInfo(), configuration: clientConfiguration({ features }) },
  );
  return server;
}

describe('trackers on home', () => {
  it('shows a card per tracker with its latest reading or an invitation, each linking to its page, with TRACKING_ON_HOME_SCREEN', async () => {
    openHome(['HOME', 'TRACKING', 'TRACKING_ON_HOME_SCREEN']);
    const section = await screen.findByRole('region', { name: 'Your trackers' });
    const steps = await within(section).findByRole('link', { name: 'Steps' });
    expect(steps).toHaveAttribute('href', '/tracking/steps');
    expect(steps.parentElement).toHaveTextContent('8,200 steps');
    expect(steps.parentElement).toHaveTextContent('on 03/01/2026');
    expect(within(section).getByRole('link', { name: 'Blood pressure' }).parentElement).toHaveTextContent('128/84 mmHg');
    expect(within(section).getByRole('link', { name: 'Sleep' }).parentElement).toHaveTextContent('No entries yet. Start tracking.');
    expect(within(section).getAllByRole('link')).toHaveLength(7);
  });

  it('holds the cards’ place while the summary loads', async () => {
    const server = stubServer({ 'GET /v3/web/health-actions/init': failure(404, 'PROGRAMME_NOT_FOUND') });
    // The summary never answers: the section stays as it is while it loads.
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
      addressOf(input).includes('/tracking/summary') ? new Promise<Response>(() => undefined) : server.fetch(input, init),
    );
    renderInPortal(
      <Suspense fallback={<p>loading</p>}>
        <HomePage areas={[]} />
      </Suspense>,
      { member: memberInfo(), configuration: clientConfiguration({ features: ['HOME', 'TRACKING', 'TRACKING_ON_HOME_SCREEN'] }) },
    );
    const section = await screen.findByRole('region', { name: 'Your trackers' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
  });

  it('is absent without the flag, and the summary is not asked for', async () => {
    const server = openHome(['HOME', 'TRACKING']);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your trackers' })).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/v1/web/tracking/summary')).toBe(false);
  });
});
