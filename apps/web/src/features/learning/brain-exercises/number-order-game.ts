import { seededShuffle } from './seeded-shuffle';

/** The grid holds the numbers 1 to NUMBER_COUNT. */
export const NUMBER_COUNT = 12;

export interface NumberOrderGame {
  /** The numbers in the grid's order. */
  readonly numbers: readonly number[];
  /** The number to press next; NUMBER_COUNT + 1 once all are pressed. */
  readonly next: number;
  /** Presses out of order so far. */
  readonly misses: number;
}

export type NumberMove =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'right' }
  | { readonly kind: 'wrong'; readonly expected: number }
  | { readonly kind: 'won'; readonly misses: number };

export function dealNumberOrder(seed: number): NumberOrderGame {
  return {
    numbers: seededShuffle(
      Array.from({ length: NUMBER_COUNT }, (_, at) => at + 1),
      seed,
    ),
    next: 1,
    misses: 0,
  };
}

/** A press on a number: the next one counts, one already pressed does nothing, any other is a miss. */
export function pressNumber(game: NumberOrderGame, number: number): { game: NumberOrderGame; move: NumberMove } {
  if (number < game.next || game.next > NUMBER_COUNT) return { game, move: { kind: 'ignored' } };
  if (number !== game.next) return { game: { ...game, misses: game.misses + 1 }, move: { kind: 'wrong', expected: game.next } };
  const next = game.next + 1;
  const move: NumberMove = next > NUMBER_COUNT ? { kind: 'won', misses: game.misses } : { kind: 'right' };
  return { game: { ...game, next }, move };
}
