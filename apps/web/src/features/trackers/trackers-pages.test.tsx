import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_ONLY_REASON_ID } from '../../lib/read-only-view';
import { todayIn } from '@portal/domain';
import { sessionStore } from '../../lib/session-store';
import { failure } from '../account/test/account-harness';
import { entry, history, INIT, initTracking, openPage, save, summary } from './test/trackers-fixtures';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the trackers landing', () => {
  it("shows a card per tracker in the spec's order, each with its latest reading or 'No entries yet'", async () => {
    openPage('/tracking', {
      [INIT]: {
        body: initTracking([
          summary('weight', { latest: 172, latestDate: '2026-03-01', sources: [{ name: 'MANUAL' }] }),
          summary('bloodPressure', { latest: 128, latestDate: '2026-02-27', latestSystolic: 128, latestDiastolic: 84 }),
          summary('sleep', { latest: 450, latestDate: '2026-03-02' }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trackers' })).toBeVisible();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Nutrition',
      'Weight',
      'Workouts',
      'Glucose',
      'Steps',
      'Blood pressure',
      'Sleep',
    ]);
    expect(cards[0]).toHaveTextContent('No entries yet');
    expect(cards[1]).toHaveTextContent('172 lbs on 03/01/2026');
    expect(cards[5]).toHaveTextContent('128/84 mmHg on 02/27/2026');
    // Spec 001: sleep in hours, the minutes divided by 60, one decimal.
    expect(cards[6]).toHaveTextContent('7.5 hours on 03/02/2026');
    expect(within(cards[1]!).getByRole('link', { name: 'Open the Weight tracker' })).toHaveAttribute('href', '/tracking/weight');
  });

  it('sends a plan without TRACKING home', async () => {
    openPage('/tracking', {}, ['HOME']);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/');
  });
});

describe("a tracker's page", () => {
  it('says so, with the way back, for a name that is no tracker', async () => {
    openPage('/tracking/mood', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracker not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to trackers' })).toHaveAttribute('href', '/tracking');
  });

  it('shows the latest reading, its band for blood pressure, the reference and an empty history', async () => {
    openPage('/tracking/bloodPressure', {
      [INIT]: {
        body: initTracking([summary('bloodPressure', { latest: 142, latestDate: '2026-03-01', latestSystolic: 142, latestDiastolic: 88 })]),
      },
      [history('bloodPressure')]: { body: { entries: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blood pressure' })).toBeVisible();
    expect(screen.getByText('142/88 mmHg')).toBeVisible();
    expect(screen.getByText('High')).toBeVisible();
    expect(screen.getByText(/normal below 120\/80 mmHg/)).toBeVisible();
    expect(screen.getByText('No entries in the last 30 days.')).toBeVisible();
    expect(screen.getByLabelText(/Systolic, the top number \(mmHg\)/)).toBeVisible();
    expect(screen.getByLabelText(/Diastolic, the bottom number \(mmHg\)/)).toBeVisible();
  });

  it('takes sleep in minutes and shows the hours beside them', async () => {
    openPage('/tracking/sleep', { [INIT]: { body: initTracking() }, [history('sleep')]: { body: { entries: [entry({ value: 420 })] } } });
    const minutes = await screen.findByLabelText(/Sleep \(minutes\)/);
    await userEvent.type(minutes, '450');
    expect(screen.getByText('That is 7.5 hours.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('table')).toHaveTextContent('7.0 hours');
    expect(screen.getByText('Adults should sleep 7 hours or more a night.')).toBeVisible();
  });

  it("shows a bad entry's error beside its field, keeps the input, moves the focus there and calls nothing", async () => {
    const server = openPage('/tracking/weight', { [INIT]: { body: initTracking() }, [history('weight')]: { body: { entries: [] } } });
    const weight = await screen.findByLabelText(/Weight \(lbs/);
    await userEvent.type(weight, '20');
    const before = server.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(weight).toHaveAccessibleDescription('Enter a number from 50 to 1,000');
    expect(weight).toHaveValue('20');
    expect(weight).toHaveFocus();
    expect(server.calls.length).toBe(before);
  });

  it("shows the server's refusal beside its field, with the range it names", async () => {
    openPage('/tracking/glucose', {
      [INIT]: { body: initTracking() },
      [history('glucose')]: { body: { entries: [] } },
      [save('glucose')]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'x',
            fields: { value: 'validation.outOfRange' },
            details: { 'value.min': '20', 'value.max': '600' },
          },
        },
      },
    });
    const glucose = await screen.findByLabelText(/Blood glucose \(mg\/dL\)/);
    await userEvent.type(glucose, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText('Enter a number from 20 to 600')).toBeVisible();
    expect(glucose).toHaveAccessibleDescription('Enter a number from 20 to 600');
    expect(glucose).toHaveValue('99');
  });

  it('saves a good entry, says so to a screen reader, and shows it in the table', async () => {
    const today = todayIn(new Date(), 'America/Los_Angeles');
    let saved = false;
    const server = openPage('/tracking/weight', {
      [INIT]: { body: initTracking() },
      [history('weight')]: () => ({ body: { entries: saved ? [entry({ date: today, value: 171 })] : [] } }),
      [save('weight')]: () => {
        saved = true;
        return { body: { entry: entry({ date: today, value: 171 }), summary: summary('weight', { latest: 171, latestDate: today }) } };
      },
    });
    await userEvent.type(await screen.findByLabelText(/Weight \(lbs/), '171');
    await userEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Entry saved: 171 lbs.');
    await userEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table');
    expect(within(table).getByText('171 lbs')).toBeVisible();
    expect(within(table).getByText('Entered by hand')).toBeVisible();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ value: 171, date: today, source: 'MANUAL' });
    // The history and the summary are read again after the save.
    expect(server.calls.filter((call) => call.path === '/v1/web/tracking/history/weight')).toHaveLength(2);
    expect(server.calls.filter((call) => call.path === '/v1/web/tracking/init-tracking')).toHaveLength(2);
  });

  it("disables the form's inputs and submit in staff's read-only view, each saying why", async () => {
    openPage('/tracking/bloodPressure', { [INIT]: { body: initTracking() }, [history('bloodPressure')]: { body: { entries: [] } } });
    await screen.findByRole('heading', { level: 1, name: 'Blood pressure' });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    const inputs = [...screen.getAllByRole('textbox'), screen.getByLabelText(/^Date/)];
    expect(inputs).toHaveLength(3);
    for (const input of inputs) {
      expect(input).toBeDisabled();
      expect(input).toHaveAttribute('title', "Read-only view: staff cannot change a member's account.");
      // The reason describes the fields' group, since each input's own description is its hint or error.
      expect(input.closest('fieldset')).toHaveAttribute('aria-describedby', READ_ONLY_REASON_ID);
    }
    const submit = screen.getByRole('button', { name: 'Save entry' });
    expect(submit).toBeDisabled();
    expect(submit.getAttribute('aria-describedby')?.split(' ')).toContain(READ_ONLY_REASON_ID);
  });

  it('shows a failed load with a retry', async () => {
    openPage('/tracking/steps', { [INIT]: failure(503, 'SERVICE_UNAVAILABLE'), [history('steps')]: { body: { entries: [] } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Problem loading your trackers');
  });
});
