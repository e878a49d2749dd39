import { Button, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import './brain-exercises.css';
import type { ExerciseProps } from './exercise-props';
import { ExerciseStatus } from './exercise-status';
import { PieceGrid } from './piece-grid';
import { dealMemoryPairs, isCardUp, turnCard, type MemoryMove, type MemorySymbol } from './memory-pairs-game';

/** The drawing on a face-up card; its name in words is beside it. */
const GLYPHS: Record<MemorySymbol, string> = { sun: '☀', moon: '☾', star: '★', heart: '♥', flower: '✿', diamond: '◆' };

function moveMessage(t: TFunction<'learn'>, move: MemoryMove): string {
  const name = (symbol: MemorySymbol): string => t(`memoryPairs.symbols.${symbol}`);
  switch (move.kind) {
    case 'ignored':
      return '';
    case 'turned':
      return t('memoryPairs.turned', { symbol: name(move.symbol) });
    case 'matched':
      return t('memoryPairs.matched', { symbol: name(move.symbol) });
    case 'missed':
      return t('memoryPairs.missed', { first: name(move.first), second: name(move.second) });
    case 'won':
      return t('memoryPairs.won', { turns: move.turns });
  }
}

/** Spec 001 brain exercise MEMORY_PAIRS: a grid of face-down cards as buttons; find the pairs two at a time. */
export function MemoryPairs({ seed, onFinish }: ExerciseProps): ReactElement {
  const { t } = useTranslation('learn');
  const [game, setGame] = useState(() => dealMemoryPairs(seed));
  const [message, setMessage] = useState('');
  const turn = (index: number): void => {
    const result = turnCard(game, index);
    if (result.move.kind === 'ignored') return;
    setGame(result.game);
    setMessage(moveMessage(t, result.move));
    if (result.move.kind === 'won') onFinish();
  };
  return (
    <Stack gap="md">
      <Text>{t('memoryPairs.turns', { turns: game.turns })}</Text>
      <PieceGrid label={t('memoryPairs.grid')} narrowColumns={3}>
        {game.cards.map((card, index) => {
          const up = isCardUp(game, index);
          const number = index + 1;
          const symbol = t(`memoryPairs.symbols.${card.symbol}`);
          const label = !up
            ? t('memoryPairs.cardDown', { number })
            : card.matched
              ? t('memoryPairs.cardMatched', { number, symbol })
              : t('memoryPairs.cardUp', { number, symbol });
          return (
            <li key={number}>
              <Button
                className="brain-exercise-piece"
                data-lit={up}
                fullWidth
                variant={card.matched ? 'light' : up ? 'filled' : 'default'}
                aria-label={label}
                aria-disabled={card.matched || undefined}
                onClick={() => turn(index)}
              >
                {up ? (
                  <span>
                    <span aria-hidden="true">{GLYPHS[card.symbol]} </span>
                    {symbol}
                  </span>
                ) : (
                  <span>{number}</span>
                )}
              </Button>
            </li>
          );
        })}
      </PieceGrid>
      <ExerciseStatus message={message} />
    </Stack>
  );
}
