import { seededRandom } from './seeded-shuffle';

/** The buttons of the game: each a shape and a colour, named in words as well as drawn. */
export const SEQUENCE_SHAPES = ['redCircle', 'blueSquare', 'greenTriangle', 'yellowStar'] as const;
export type SequenceShape = (typeof SEQUENCE_SHAPES)[number];

/** The first round shows two shapes; each round adds one, and the last shows five. */
export const FIRST_SEQUENCE_LENGTH = 2;
export const SEQUENCE_ROUNDS = 4;

export interface SequenceRecallGame {
  /** The whole game's sequence; round n shows its first n + 1 shapes. */
  readonly sequence: readonly SequenceShape[];
  /** 1 to SEQUENCE_ROUNDS. */
  readonly round: number;
  /** How many of this round's shapes the member has repeated. */
  readonly repeated: number;
}

export type SequenceMove =
  | { readonly kind: 'right' }
  | { readonly kind: 'roundDone'; readonly nextRound: number }
  | { readonly kind: 'wrong'; readonly expected: SequenceShape }
  | { readonly kind: 'won' };

export function dealSequenceRecall(seed: number): SequenceRecallGame {
  const random = seededRandom(seed);
  const length = FIRST_SEQUENCE_LENGTH + SEQUENCE_ROUNDS - 1;
  const sequence = Array.from({ length }, () => SEQUENCE_SHAPES[Math.floor(random() * SEQUENCE_SHAPES.length)]!);
  return { sequence, round: 1, repeated: 0 };
}

/** The shapes the member repeats this round, in order. */
export function roundSequence(game: SequenceRecallGame): readonly SequenceShape[] {
  return game.sequence.slice(0, FIRST_SEQUENCE_LENGTH + game.round - 1);
}

/** A press while repeating: right moves on; wrong starts the same round again; the round's last right press ends it. */
export function pressShape(game: SequenceRecallGame, shape: SequenceShape): { game: SequenceRecallGame; move: SequenceMove } {
  const shown = roundSequence(game);
  const expected = shown[game.repeated]!;
  if (shape !== expected) return { game: { ...game, repeated: 0 }, move: { kind: 'wrong', expected } };
  const repeated = game.repeated + 1;
  if (repeated < shown.length) return { game: { ...game, repeated }, move: { kind: 'right' } };
  if (game.round === SEQUENCE_ROUNDS) return { game: { ...game, repeated }, move: { kind: 'won' } };
  const nextRound = game.round + 1;
  return { game: { ...game, round: nextRound, repeated: 0 }, move: { kind: 'roundDone', nextRound } };
}
