import { seededShuffle } from './seeded-shuffle';

/** The pictures on the cards, each twice; named in words so a screen reader plays the same game. */
export const MEMORY_SYMBOLS = ['sun', 'moon', 'star', 'heart', 'flower', 'diamond'] as const;
export type MemorySymbol = (typeof MEMORY_SYMBOLS)[number];

export interface MemoryCard {
  readonly symbol: MemorySymbol;
  readonly matched: boolean;
}

export interface MemoryPairsGame {
  readonly cards: readonly MemoryCard[];
  /** The cards turned up and not matched: one while a pair is being tried, two after a miss. */
  readonly faceUp: readonly number[];
  /** Pairs tried so far. */
  readonly turns: number;
}

export type MemoryMove =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'turned'; readonly symbol: MemorySymbol }
  | { readonly kind: 'matched'; readonly symbol: MemorySymbol }
  | { readonly kind: 'missed'; readonly first: MemorySymbol; readonly second: MemorySymbol }
  | { readonly kind: 'won'; readonly turns: number };

export function dealMemoryPairs(seed: number): MemoryPairsGame {
  const symbols = seededShuffle([...MEMORY_SYMBOLS, ...MEMORY_SYMBOLS], seed);
  return { cards: symbols.map((symbol) => ({ symbol, matched: false })), faceUp: [], turns: 0 };
}

/**
 * Turns a card. A missed pair stays up until the next card is turned, so the member reads both
 * at their own pace (no timer); a matched pair stays up for good.
 */
export function turnCard(game: MemoryPairsGame, index: number): { game: MemoryPairsGame; move: MemoryMove } {
  const card = game.cards[index];
  const pairShown = game.faceUp.length === 2;
  if (!card || card.matched || (!pairShown && game.faceUp.includes(index))) return { game, move: { kind: 'ignored' } };
  const first = pairShown ? undefined : game.faceUp[0];
  if (first === undefined) return { game: { ...game, faceUp: [index] }, move: { kind: 'turned', symbol: card.symbol } };
  const firstSymbol = game.cards[first]!.symbol;
  const turns = game.turns + 1;
  if (firstSymbol !== card.symbol)
    return { game: { ...game, faceUp: [first, index], turns }, move: { kind: 'missed', first: firstSymbol, second: card.symbol } };
  const cards = game.cards.map((other, at) => (at === first || at === index ? { ...other, matched: true } : other));
  const won = cards.every((other) => other.matched);
  return { game: { cards, faceUp: [], turns }, move: won ? { kind: 'won', turns } : { kind: 'matched', symbol: card.symbol } };
}

export function isCardUp(game: MemoryPairsGame, index: number): boolean {
  return game.cards[index]?.matched === true || game.faceUp.includes(index);
}
