import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { dealSequenceRecall, roundSequence, SEQUENCE_ROUNDS } from './brain-exercises/sequence-recall-game';
import { NUMBER_COUNT } from './brain-exercises/number-order-game';
import { ACTIVITY, INIT, initLearn, openPage } from './test/learn-fixtures';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Presses a button the way a keyboard does: focus on it, then Enter. */
async function press(button: HTMLElement, user = userEvent.setup({ delay: null })): Promise<void> {
  act(() => button.focus());
  await user.keyboard('{Enter}');
}

function open(exerciseCd: string) {
  return openPage(`/learn/brain-exercise/detail/${exerciseCd}`, { [INIT]: { body: initLearn() }, [ACTIVITY]: { body: { saved: true } } });
}

function expectPlayedOnce(server: ReturnType<typeof open>, exerciseCd: string): void {
  const recorded = server.calls.filter((call) => call.path === '/v4/web/member/post-member-activity');
  expect(recorded.map((call) => call.body)).toEqual([
    { activity_type: 'PLAYED_BRAIN_EXERCISE', activity_payload: { source: 'web', content_id: exerciseCd } },
  ]);
}

describe('memory pairs', () => {
  it('is played to the end by keyboard, announcing each card, and is recorded once as played today', async () => {
    const server = open('MEMORY_PAIRS');
    const grid = await screen.findByRole('list', { name: 'Cards' });
    expect(screen.getByRole('heading', { level: 2, name: 'How to play' })).toBeVisible();
    const cards = (): HTMLElement[] => within(grid).getAllByRole('button');
    const symbolOf = (index: number): string => cards()[index]!.getAttribute('aria-label')!.split(': ')[1]!.replace(', matched', '');
    // First look at every card two by two, learning where each picture is.
    const seen: string[] = [];
    for (let index = 0; index < cards().length; index += 1) {
      await press(cards()[index]!);
      seen[index] = symbolOf(index);
      if (index === 0) expect(screen.getByRole('status')).toHaveTextContent(`You turned over a ${seen[0]}.`);
    }
    // Then turn each pair still face down.
    for (let index = 0; index < seen.length; index += 1) {
      if (cards()[index]!.getAttribute('aria-label')!.endsWith('matched')) continue;
      const partner = seen.findIndex((symbol, at) => at !== index && symbol === seen[index]);
      await press(cards()[index]!);
      await press(cards()[partner]!);
    }
    expect(screen.getByRole('status')).toHaveTextContent(/Well done! You found every pair in \d+ tries\./);
    expect(await screen.findByText('Played today')).toBeVisible();
    expectPlayedOnce(server, 'MEMORY_PAIRS');
  });
});

describe('number order', () => {
  it('announces a press out of order, and is recorded once when 1 to 12 are pressed in order', async () => {
    const server = open('NUMBER_ORDER');
    const grid = await screen.findByRole('list', { name: 'Numbers' });
    await press(within(grid).getByRole('button', { name: '2' }));
    expect(screen.getByRole('status')).toHaveTextContent('That was 2. Press 1 next.');
    for (let number = 1; number <= NUMBER_COUNT; number += 1) await press(within(grid).getByRole('button', { name: String(number) }));
    expect(within(grid).getByRole('button', { name: '12, done' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Well done! All 12 in order, with 1 misses.');
    expect(await screen.findByText('Played today')).toBeVisible();
    expectPlayedOnce(server, 'NUMBER_ORDER');
  });

  it('records nothing when staff viewing the member finish it', async () => {
    const server = open('NUMBER_ORDER');
    const grid = await screen.findByRole('list', { name: 'Numbers' });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    for (let number = 1; number <= NUMBER_COUNT; number += 1) await press(within(grid).getByRole('button', { name: String(number) }));
    expect(screen.getByText('Finished. Nothing is recorded in the staff view.')).toBeVisible();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('sequence recall', () => {
  it('shows each round one shape at a time, and is recorded once after the last round is repeated by keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A fixed deal: the page seeds its game from Math.random.
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const game = dealSequenceRecall(Math.floor(0.25 * 2 ** 32));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const server = open('SEQUENCE_RECALL');
    const grid = await screen.findByRole('list', { name: 'Shapes' });
    const names: Record<string, string> = {
      redCircle: 'Red circle',
      blueSquare: 'Blue square',
      greenTriangle: 'Green triangle',
      yellowStar: 'Yellow star',
    };
    for (let round = 1; round <= SEQUENCE_ROUNDS; round += 1) {
      const shown = roundSequence({ ...game, round });
      expect(screen.getByText(`Round ${round} of ${SEQUENCE_ROUNDS}: ${shown.length} shapes`)).toBeVisible();
      await press(screen.getByRole('button', { name: 'Show the sequence' }), user);
      for (const [position, shape] of shown.entries()) {
        expect(screen.getByRole('status')).toHaveTextContent(`Shape ${position + 1}: ${names[shape]}`);
        expect(within(grid).getByRole('button', { name: names[shape] })).toHaveAttribute('data-lit', 'true');
        act(() => {
          vi.advanceTimersByTime(1000);
        });
      }
      expect(screen.getByRole('status')).toHaveTextContent(`Your turn: press the ${shown.length} shapes in the same order.`);
      // "Show the sequence" is disabled while the member repeats: pressing it changes nothing.
      await press(screen.getByRole('button', { name: 'Show the sequence' }), user);
      expect(screen.getByRole('status')).toHaveTextContent('Your turn');
      for (const shape of shown) await press(within(grid).getByRole('button', { name: names[shape] }), user);
    }
    expect(screen.getByRole('status')).toHaveTextContent('Well done! You repeated every sequence.');
    expect(await screen.findByText('Played today')).toBeVisible();
    expectPlayedOnce(server, 'SEQUENCE_RECALL');
  });
});
