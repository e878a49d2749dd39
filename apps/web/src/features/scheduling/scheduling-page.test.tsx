import type { Appointment, FeatureFlag, Provider } from '@portal/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo, providerFixture } from '../../test/fixtures';
import { renderMemberPages } from '../../test/feature-pages';
import { healthActionsInit, healthActionView, readArticleAction } from '../../test/health-action-fixtures';
import { stubServer, type StubAnswer } from '../account/test/account-harness';
import { schedulingRoutes } from './routes';

await import('./scheduling-pages');

// The doctor list is the page's third round of answers: on a busy machine it comes after findBy's default second.
const SLOW_FIRST_RENDER = { timeout: 5000 };

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const HEALTH_ACTIONS = 'GET /v3/web/health-actions/init';
const PROVIDERS = 'GET /v4/web/scheduling/providers';
const PCPS = 'GET /v4/web/scheduling/pcps-on-file';
const APPOINTMENTS = 'GET /v4/web/scheduling/appointments';
const SCHEDULE = 'POST /v4/web/scheduling/schedule-appointment';

function doctor(lastName: string, distance: number): Provider {
  return providerFixture({ lastName, npi: `1${lastName.length}00000000`, distance });
}

const DOCTORS = ['Ames', 'Brook', 'Cole', 'Dunn', 'Eliot'].map((name, index) => doctor(name, index + 0.5));

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 7,
    scheduledOnTs: '2026-03-02T17:00:00Z',
    status: 'queued',
    providers: [DOCTORS[1]!, DOCTORS[0]!],
    availability: [{ day: 'TUESDAY', slot: 'MIDDAY' }],
    demoPhone: '5035550142',
    bookedNpi: null,
    visitAt: null,
    ...overrides,
  };
}

function open(
  answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>,
  path = '/health-actions/101/scheduling',
  features: FeatureFlag[] = ['HOME', 'ONLINE_SCHEDULING'],
) {
  const server = stubServer({
    [HEALTH_ACTIONS]: { body: healthActionsInit({ healthActions: [healthActionView(), readArticleAction()] }) },
    [PROVIDERS]: { body: { zip: '97209', providers: DOCTORS } },
    [PCPS]: { body: { providers: [] } },
    ...answers,
  });
  renderMemberPages(schedulingRoutes, path, { member: memberInfo(), configuration: clientConfiguration({ features }) });
  return server;
}

describe('the scheduling page', () => {
  it('sends one preferred and up to three more doctors, the chosen times and the phone', async () => {
    let sent: unknown;
    let requested = false;
    const server = open({
      [APPOINTMENTS]: () => ({ body: { appointments: requested ? [appointment()] : [] } }),
      [SCHEDULE]: (body) => {
        sent = body;
        requested = true;
        return { body: { appointment: appointment() } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual checkup' })).toBeVisible();
    await screen.findByText('Pat Ames, MD', {}, SLOW_FIRST_RENDER);
    for (const name of ['Ames', 'Brook', 'Cole', 'Dunn'])
      await userEvent.click(screen.getByRole('checkbox', { name: `Choose Pat ${name}, MD` }));
    // A fifth doctor cannot be chosen.
    expect(screen.getByRole('checkbox', { name: 'Choose Pat Eliot, MD' })).toBeDisabled();
    expect(screen.getByText('You have chosen 4 doctors, the most you can choose.')).toBeVisible();
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Preferred doctor' })).getByRole('radio', { name: 'Pat Cole, MD' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday, Morning' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friday, Afternoon' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '503-555-0142');
    await userEvent.click(screen.getByRole('button', { name: 'Request my visit' }));
    expect(await screen.findByRole('heading', { name: 'Your visit is requested' })).toBeVisible();
    // The focus follows the member to the new screen rather than falling back to the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your visit is requested' })).toHaveFocus(), { timeout: 30_000 });
    expect(sent).toEqual({
      availability: [
        { day: 'MONDAY', slot: 'MORNING' },
        { day: 'FRIDAY', slot: 'AFTERNOON' },
      ],
      providers: ['key-Cole', 'key-Ames', 'key-Brook', 'key-Dunn'],
      demo_phone: '503-555-0142',
    });
    expect(server.calls.filter((call) => call.path === '/v4/web/scheduling/schedule-appointment')).toHaveLength(1);
    // Some forty clicks and keystrokes through Mantine's inputs: on a machine shared with browser tests, more than the usual 30 s.
  }, 90_000);

  it('says what is missing and sends nothing', async () => {
    const server = open({ [APPOINTMENTS]: { body: { appointments: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Request my visit' }));
    expect(screen.getByText('Choose at least one doctor.')).toBeVisible();
    expect(screen.getByText('Choose at least one day and time.')).toBeVisible();
    expect(screen.getByText('Enter a 10-digit phone number.')).toBeVisible();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('searches again with the distance and gender chosen', async () => {
    const server = open({ [APPOINTMENTS]: { body: { appointments: [] } } });
    await screen.findByText('Pat Ames, MD', {}, SLOW_FIRST_RENDER);
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await vi.waitFor(() =>
      expect(
        server.fetch.mock.calls.some(([url]) =>
          (url instanceof URL ? url.href : typeof url === 'string' ? url : url.url).includes('gender=M'),
        ),
      ).toBe(true),
    );
  });

  it('shows the latest request: requested, then cancelling on "Change my request", then the form', async () => {
    open({
      [APPOINTMENTS]: {
        body: { appointments: [appointment({ id: 3, scheduledOnTs: '2026-02-01T10:00:00Z', status: 'failed' }), appointment()] },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your visit is requested' })).toBeVisible();
    expect(screen.getByText('\u2068Pat Brook, MD\u2069 (preferred)')).toBeVisible();
    // Sent on the plan's clock: 17:00 UTC on 2 March is 9:00 in Los Angeles.
    expect(screen.getByText(/We sent your request on 03\/02\/2026, 9:00\sAM PST/)).toBeVisible();
    expect(screen.getByText('Tuesday, Midday')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Change my request' }));
    expect(screen.getByRole('heading', { name: 'Change your request?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change my request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, make a new request' }));
    expect(await screen.findByRole('button', { name: 'Request my visit' })).toBeVisible();
  });

  it('shows a booked visit, and a failed one with the form to ask again', async () => {
    open({
      [APPOINTMENTS]: {
        body: { appointments: [appointment({ status: 'success', bookedNpi: DOCTORS[0]!.npi, visitAt: '2026-03-09T16:30:00Z' })] },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your visit is booked' })).toBeVisible();
    // The visit on the plan's clock, with its zone (16:30 UTC on 9 March is 9:30 in Los Angeles), and where to go.
    expect(screen.getByText(/^Your visit with \u2068Pat Ames, MD\u2069 is on 03\/09\/2026, 9:30\sAM PDT\.$/)).toBeVisible();
    expect(screen.getByText('Harbor Clinic, 1 Main St, Portland, OR 97209')).toBeVisible();
    expect(screen.getByRole('link', { name: '(503) 555-0100' })).toHaveAttribute('href', 'tel:5035550100');
    cleanup();
    open({ [APPOINTMENTS]: { body: { appointments: [appointment({ status: 'failed' })] } } });
    expect(await screen.findByText(/We could not book a visit/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request my visit' })).toBeVisible();
  });

  it('is not found for an action that is not a PCP visit', async () => {
    open({ [APPOINTMENTS]: { body: { appointments: [] } } }, '/health-actions/107/scheduling');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health action not found' })).toBeVisible();
  });
});
