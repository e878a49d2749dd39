import { addDays, todayIn } from '@portal/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { READ_ONLY_REASON_ID } from '../../lib/read-only-view';
import { sessionStore } from '../../lib/session-store';
import { entry, history, INIT, initTracking, openPage, summary } from './test/trackers-fixtures';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
});

const BULK = 'PUT /v1/web/tracking/bulk-history/steps';
// The fixtures' plan is in Los Angeles.
const today = todayIn(new Date(), 'America/Los_Angeles');
const yesterday = addDays(today, -1);

/** Today entered by hand, yesterday only by a device: yesterday is still a missed day. */
const kept = [entry({ date: today, value: 5_000 }), entry({ date: yesterday, value: 8_000, source: 'Fitbit', enteredByHand: false })];

describe('filling in missed days', () => {
  it('opens by keyboard, saves the filled days together, says so, and gives the focus back to its button', async () => {
    let saved = false;
    const server = openPage('/tracking/steps', {
      [INIT]: { body: initTracking() },
      [history('steps')]: () => ({ body: { entries: saved ? [...kept, entry({ date: yesterday, value: 4_000 })] : kept } }),
      [BULK]: () => {
        saved = true;
        return { body: { entries: [], summary: summary('steps') } };
      },
    });
    // The first page of the run loads its translations and routes: it may take a while.
    const open = await screen.findByRole('button', { name: 'Fill in missed days' }, { timeout: 10_000 });
    // The table (the chart's other view) tells hand entries from a device's.
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table');
    expect(within(table).getByText('Entered by hand')).toBeVisible();
    expect(within(table).getByText('Fitbit')).toBeVisible();

    open.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Fill in missed days' });
    // Today has a hand entry; yesterday only a device's reading, so it is listed, and 28 days more.
    const inputs = within(drawer).getAllByLabelText('Steps (number of steps)');
    expect(inputs).toHaveLength(29);
    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('4000{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ entries: [{ date: yesterday, value: 4_000 }] });
    expect(screen.getByText('Your missed days are saved.')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(open).toHaveFocus());
    // The history is read again after the save.
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/v1/web/tracking/history/steps')).toHaveLength(2));
  });

  it('returns the focus to its button when closed with Escape', async () => {
    openPage('/tracking/steps', { [INIT]: { body: initTracking() }, [history('steps')]: { body: { entries: kept } } });
    const open = await screen.findByRole('button', { name: 'Fill in missed days' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Fill in missed days' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('shows each bad day’s error beside its field, moves the focus to the first, and calls nothing', async () => {
    const server = openPage('/tracking/bloodPressure', {
      [INIT]: { body: initTracking() },
      [history('bloodPressure')]: { body: { entries: [] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fill in missed days' }));
    const drawer = await screen.findByRole('dialog', { name: 'Fill in missed days' });
    const systolic = within(drawer).getAllByLabelText('Systolic, the top number (mmHg)');
    const diastolic = within(drawer).getAllByLabelText('Diastolic, the bottom number (mmHg)');
    await userEvent.type(systolic[1]!, '120');
    await userEvent.type(diastolic[1]!, '130');
    await userEvent.type(systolic[2]!, 'high');
    await userEvent.type(diastolic[2]!, '80');
    const before = server.calls.length;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save these days' }));
    expect(diastolic[1]).toHaveAccessibleDescription('The diastolic must be below the systolic');
    expect(systolic[2]).toHaveAccessibleDescription('Please enter a valid number');
    expect(diastolic[1]).toHaveFocus();
    expect(server.calls.length).toBe(before);
  });

  it("puts the server's refusal beside the day it names", async () => {
    openPage('/tracking/steps', {
      [INIT]: { body: initTracking() },
      [history('steps')]: { body: { entries: [] } },
      [BULK]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'x',
            fields: { 'entries.1.value': 'validation.outOfRange' },
            details: { 'entries.1.value.min': '0', 'entries.1.value.max': '100000' },
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fill in missed days' }));
    const inputs = within(await screen.findByRole('dialog')).getAllByLabelText('Steps (number of steps)');
    await userEvent.type(inputs[0]!, '3000');
    await userEvent.type(inputs[3]!, '4000');
    await userEvent.keyboard('{Enter}');
    // The second day sent is the fourth listed.
    await waitFor(() => expect(inputs[3]).toHaveAccessibleDescription('Enter a number from 0 to 100,000'));
    expect(inputs[0]).not.toHaveAccessibleDescription();
  });

  it('asks for a day when none is filled in', async () => {
    const server = openPage('/tracking/steps', { [INIT]: { body: initTracking() }, [history('steps')]: { body: { entries: [] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Fill in missed days' }));
    const before = server.calls.length;
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save these days' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in at least one day to save.');
    expect(server.calls.length).toBe(before);
  });

  it("is disabled in staff's read-only view, saying why", async () => {
    openPage('/tracking/steps', { [INIT]: { body: initTracking() }, [history('steps')]: { body: { entries: [] } } });
    await screen.findByRole('button', { name: 'Fill in missed days' });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    const open = screen.getByRole('button', { name: 'Fill in missed days' });
    expect(open).toBeDisabled();
    expect(open.getAttribute('aria-describedby')?.split(' ')).toContain(READ_ONLY_REASON_ID);
  });
});

describe("a tracker's incentives", () => {
  const incentive = {
    healthActionId: 130,
    code: 'STEPS_20_DAYS',
    rewardAmount: 1000,
    currency: 'DOLLARS',
    dayCount: 20,
    daysRecorded: 12,
    completed: false,
  };
  const withIncentive = (overrides: Record<string, unknown>) => {
    const body = initTracking() as { settings: { type: string; incentives: unknown[] }[] };
    body.settings.find((setting) => setting.type === 'steps')!.incentives = [{ ...incentive, ...overrides }];
    return body;
  };

  it('shows the days so far and what the goal earns', async () => {
    openPage('/tracking/steps', { [INIT]: { body: withIncentive({}) }, [history('steps')]: { body: { entries: [] } } });
    expect(await screen.findByRole('heading', { name: 'Earn a reward' })).toBeVisible();
    expect(screen.getByText('Days with a reading this period: 12 of 20 so far. Reach 20 to earn $10.')).toBeVisible();
  });

  it('says when the goal is reached, in points for a points programme', async () => {
    openPage('/tracking/steps', {
      [INIT]: { body: withIncentive({ completed: true, daysRecorded: 23, currency: 'POINTS', rewardAmount: 500 }) },
      [history('steps')]: { body: { entries: [] } },
    });
    expect(await screen.findByText('Days with a reading this period: 20 of 20. Goal reached, reward: 500 points.')).toBeVisible();
  });

  it('shows nothing for a tracker without one', async () => {
    openPage('/tracking/weight', { [INIT]: { body: withIncentive({}) }, [history('weight')]: { body: { entries: [] } } });
    await screen.findByRole('heading', { level: 1, name: 'Weight' });
    expect(screen.queryByRole('heading', { name: 'Earn a reward' })).toBeNull();
  });
});
