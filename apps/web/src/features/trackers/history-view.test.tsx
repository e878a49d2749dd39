import { addDays, todayIn } from '@portal/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatShortDate } from '../../lib/format';
import { sessionStore } from '../../lib/session-store';
import { entry, history, INIT, initTracking, openPage } from './test/trackers-fixtures';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
});

// The fixtures' plan is in Los Angeles; the history is its last 30 days.
const today = todayIn(new Date(), 'America/Los_Angeles');
const daysAgo = (days: number): string => addDays(today, -days);
const shown = (days: number): string => formatShortDate(daysAgo(days), 'en-US');

function openTracker(tracker: Parameters<typeof history>[0], entries: unknown[]): void {
  openPage(`/tracking/${tracker}`, { [INIT]: { body: initTracking() }, [history(tracker)]: { body: { entries } } });
}

describe("a tracker's last 30 days", () => {
  it('says in words how many days were recorded, the lowest, the highest and the latest with their days', async () => {
    openTracker('weight', [
      entry({ date: daysAgo(1), value: 172 }),
      entry({ date: daysAgo(5), value: 175 }),
      entry({ date: daysAgo(9), value: 170 }),
    ]);
    expect(
      await screen.findByText(
        `You recorded 3 of the last 30 days. Lowest: 170 lbs on ${shown(9)}. Highest: 175 lbs on ${shown(5)}. Latest: 172 lbs on ${shown(1)}.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Days without a reading are left blank on the chart.')).toBeVisible();
  });

  it('switches to the table and back with one button that keeps the focus, the table listing only the days with a reading', async () => {
    openTracker('steps', [entry({ date: daysAgo(0), value: 9_000 }), entry({ date: daysAgo(2), value: 4_000 })]);
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Show as chart');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // Yesterday has no reading: it is absent from the table, not a zero.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([shown(0), shown(2)]);
    expect(screen.getByRole('table')).not.toHaveTextContent(shown(1));
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Show as table');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('counts blood pressures above normal and high, and explains the reference lines', async () => {
    openTracker('bloodPressure', [
      entry({ date: daysAgo(0), value: 118, diastolic: 76 }),
      entry({ date: daysAgo(1), value: 142, diastolic: 85 }),
      entry({ date: daysAgo(2), value: 125, diastolic: 79 }),
    ]);
    expect(
      await screen.findByText(/2 of 3 readings were above normal \(120\/80 mmHg or more\); 1 of them were high \(140\/90 mmHg or more\)\./),
    ).toBeVisible();
    expect(screen.getByText(/Highest: 142\/85 mmHg/)).toBeVisible();
    expect(screen.getByText(/the green lines at 120 and 80 mark where normal ends/)).toBeVisible();
  });

  it('gives sleep in hours with one decimal and counts the nights of 7 hours or more', async () => {
    openTracker('sleep', [entry({ date: daysAgo(0), value: 450 }), entry({ date: daysAgo(1), value: 390 })]);
    expect(await screen.findByText(/Lowest: 6\.5 hours .* 1 of 2 nights were 7 hours or more\./)).toBeVisible();
    expect(screen.getByText(/the green line at 7 hours marks the guidance/)).toBeVisible();
  });

  it('explains why the weekly exercise guidance is no line on the calories chart', async () => {
    openTracker('workouts', [entry({ date: daysAgo(3), value: 300 })]);
    expect(await screen.findByText(/150 minutes of moderate exercise a week, counts minutes, not calories/)).toBeVisible();
  });

  it('shows neither summary nor toggle before the first entry', async () => {
    openTracker('glucose', []);
    expect(await screen.findByText('No entries in the last 30 days.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  });
});
