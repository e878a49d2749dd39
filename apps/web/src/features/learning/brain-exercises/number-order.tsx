import { Button, Stack, Text } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import './brain-exercises.css';
import type { ExerciseProps } from './exercise-props';
import { ExerciseStatus } from './exercise-status';
import { PieceGrid } from './piece-grid';
import { dealNumberOrder, NUMBER_COUNT, pressNumber } from './number-order-game';

/** Spec 001 brain exercise NUMBER_ORDER: a shuffled grid of the numbers 1 to N, pressed in order. */
export function NumberOrder({ seed, onFinish }: ExerciseProps): ReactElement {
  const { t } = useTranslation('learn');
  const [game, setGame] = useState(() => dealNumberOrder(seed));
  const [message, setMessage] = useState('');
  const press = (number: number): void => {
    const result = pressNumber(game, number);
    const move = result.move;
    if (move.kind === 'ignored') return;
    setGame(result.game);
    if (move.kind === 'right') setMessage(t('numberOrder.right', { number }));
    if (move.kind === 'wrong') setMessage(t('numberOrder.wrong', { number, expected: move.expected }));
    if (move.kind === 'won') {
      setMessage(t('numberOrder.won', { misses: move.misses }));
      onFinish();
    }
  };
  const finished = game.next > NUMBER_COUNT;
  return (
    <Stack gap="md">
      <Text fw={600}>{finished ? t('numberOrder.allDone') : t('numberOrder.next', { number: game.next })}</Text>
      <PieceGrid label={t('numberOrder.grid')} narrowColumns={3}>
        {game.numbers.map((number) => {
          const done = number < game.next;
          return (
            <li key={number}>
              <Button
                className="brain-exercise-piece"
                fullWidth
                fz="xl"
                variant={done ? 'light' : 'default'}
                aria-label={done ? t('numberOrder.done', { number }) : String(number)}
                aria-disabled={done || undefined}
                onClick={() => press(number)}
              >
                {done ? `✓ ${number}` : number}
              </Button>
            </li>
          );
        })}
      </PieceGrid>
      <ExerciseStatus message={message} />
    </Stack>
  );
}
