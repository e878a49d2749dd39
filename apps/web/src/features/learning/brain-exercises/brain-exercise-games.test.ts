import { describe, expect, it } from 'vitest';
import { dealMemoryPairs, isCardUp, MEMORY_SYMBOLS, turnCard, type MemoryPairsGame } from './memory-pairs-game';
import { dealNumberOrder, NUMBER_COUNT, pressNumber } from './number-order-game';
import { seededShuffle } from './seeded-shuffle';
import { dealSequenceRecall, pressShape, roundSequence, SEQUENCE_ROUNDS, SEQUENCE_SHAPES } from './sequence-recall-game';

describe('the seeded shuffle', () => {
  it('deals the same order for the same seed, another for another seed, and keeps every item', () => {
    const items = Array.from({ length: 12 }, (_, at) => at);
    expect(seededShuffle(items, 7)).toEqual(seededShuffle(items, 7));
    expect(seededShuffle(items, 7)).not.toEqual(seededShuffle(items, 8));
    expect([...seededShuffle(items, 7)].sort((a, b) => a - b)).toEqual(items);
  });
});

describe('memory pairs', () => {
  const partnerOf = (game: MemoryPairsGame, index: number): number =>
    game.cards.findIndex((card, at) => at !== index && card.symbol === game.cards[index]!.symbol);

  it('deals each symbol twice, face down', () => {
    const game = dealMemoryPairs(1);
    expect(game.cards.map((card) => card.symbol).sort()).toEqual([...MEMORY_SYMBOLS, ...MEMORY_SYMBOLS].sort());
    expect(game.cards.some((_, at) => isCardUp(game, at))).toBe(false);
  });

  it('keeps a missed pair up until the next card is turned, then turns it down', () => {
    let game = dealMemoryPairs(1);
    const other = game.cards.findIndex((card) => card.symbol !== game.cards[0]!.symbol);
    game = turnCard(game, 0).game;
    const miss = turnCard(game, other);
    expect(miss.move).toEqual({ kind: 'missed', first: game.cards[0]!.symbol, second: game.cards[other]!.symbol });
    expect(isCardUp(miss.game, 0) && isCardUp(miss.game, other)).toBe(true);
    const third = miss.game.cards.findIndex((_, at) => at !== 0 && at !== other);
    const next = turnCard(miss.game, third);
    expect(next.move.kind).toBe('turned');
    expect(isCardUp(next.game, 0) || isCardUp(next.game, other)).toBe(false);
    expect(next.game.turns).toBe(1);
  });

  it('ignores the card already up and a matched one; a match stays up; all matched wins', () => {
    let game = dealMemoryPairs(3);
    game = turnCard(game, 0).game;
    expect(turnCard(game, 0).move).toEqual({ kind: 'ignored' });
    const match = turnCard(game, partnerOf(game, 0));
    expect(match.move).toEqual({ kind: 'matched', symbol: game.cards[0]!.symbol });
    expect(turnCard(match.game, 0).move).toEqual({ kind: 'ignored' });
    game = match.game;
    let last = match.move;
    for (let index = 0; index < game.cards.length; index += 1) {
      if (game.cards[index]!.matched) continue;
      game = turnCard(game, index).game;
      const result = turnCard(game, partnerOf(game, index));
      game = result.game;
      last = result.move;
    }
    expect(last).toEqual({ kind: 'won', turns: MEMORY_SYMBOLS.length });
  });
});

describe('sequence recall', () => {
  it('shows two shapes in the first round and one more each round', () => {
    const game = dealSequenceRecall(5);
    expect(roundSequence(game)).toHaveLength(2);
    expect(game.sequence.every((shape) => SEQUENCE_SHAPES.includes(shape))).toBe(true);
    expect(roundSequence({ ...game, round: SEQUENCE_ROUNDS })).toHaveLength(5);
  });

  it('starts the round again after a wrong press, naming the shape expected', () => {
    let game = dealSequenceRecall(5);
    game = pressShape(game, roundSequence(game)[0]!).game;
    const expected = roundSequence(game)[1]!;
    const wrong = SEQUENCE_SHAPES.find((shape) => shape !== expected)!;
    const result = pressShape(game, wrong);
    expect(result.move).toEqual({ kind: 'wrong', expected });
    expect(result.game).toMatchObject({ round: 1, repeated: 0 });
  });

  it('moves to the next round after the last shape of a round, and wins after the last round', () => {
    let game = dealSequenceRecall(9);
    const moves: string[] = [];
    for (let round = 1; round <= SEQUENCE_ROUNDS; round += 1) {
      for (const shape of roundSequence(game)) {
        const result = pressShape(game, shape);
        game = result.game;
        moves.push(result.move.kind);
      }
    }
    expect(moves.filter((kind) => kind === 'roundDone')).toHaveLength(SEQUENCE_ROUNDS - 1);
    expect(moves.at(-1)).toBe('won');
  });
});

describe('number order', () => {
  it('holds 1 to N once each', () => {
    expect([...dealNumberOrder(2).numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: NUMBER_COUNT }, (_, at) => at + 1));
  });

  it('counts a press out of order as a miss naming the next number, ignores one already pressed, and wins at N', () => {
    let game = dealNumberOrder(2);
    expect(pressNumber(game, 3).move).toEqual({ kind: 'wrong', expected: 1 });
    game = pressNumber(game, 3).game;
    game = pressNumber(game, 1).game;
    expect(pressNumber(game, 1).move).toEqual({ kind: 'ignored' });
    let last = pressNumber(game, 2);
    for (let number = 3; number <= NUMBER_COUNT; number += 1) last = pressNumber(last.game, number);
    expect(last.move).toEqual({ kind: 'won', misses: 1 });
    expect(pressNumber(last.game, NUMBER_COUNT).move).toEqual({ kind: 'ignored' });
  });
});
