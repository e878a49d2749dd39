import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import './brain-exercises.css';
import type { ExerciseProps } from './exercise-props';
import { ExerciseStatus } from './exercise-status';
import { PieceGrid } from './piece-grid';
import {
  dealSequenceRecall,
  pressShape,
  roundSequence,
  SEQUENCE_ROUNDS,
  SEQUENCE_SHAPES,
  type SequenceShape,
} from './sequence-recall-game';

/** How long each shape stays lit while the sequence is shown: long enough to hear its name. */
const SHOW_STEP_MS = 1000;

/** Each shape's drawing and colour; its name says both, so colour is never the only clue. */
const LOOKS: Record<SequenceShape, { glyph: string; color: string }> = {
  redCircle: { glyph: '●', color: 'red.9' },
  blueSquare: { glyph: '■', color: 'blue.9' },
  greenTriangle: { glyph: '▲', color: 'green.9' },
  yellowStar: { glyph: '★', color: 'yellow.9' },
};

/** Watching (step = the lit shape), repeating, or waiting for the member to ask for the round's sequence. */
type Phase =
  | { readonly kind: 'ready' }
  | { readonly kind: 'showing'; readonly step: number }
  | { readonly kind: 'repeating' }
  | { readonly kind: 'won' };

/**
 * Spec 001 brain exercise SEQUENCE_RECALL: the page lights a growing sequence of named shapes one by
 * one (each also announced), and the member repeats it by pressing the shapes' buttons.
 */
export function SequenceRecall({ seed, onFinish }: ExerciseProps): ReactElement {
  const { t } = useTranslation('learn');
  const [game, setGame] = useState(() => dealSequenceRecall(seed));
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const [message, setMessage] = useState('');
  const showButton = useRef<HTMLButtonElement>(null);
  const firstShape = useRef<HTMLButtonElement>(null);
  const shown = roundSequence(game);
  const name = (shape: SequenceShape): string => t(`sequenceRecall.shapes.${shape}`);

  // The lit shape moves on by the clock; after the last, the member's turn begins on the first shape's button.
  useEffect(() => {
    if (phase.kind !== 'showing') return;
    const timer = setTimeout(() => {
      const step = phase.step + 1;
      if (step < shown.length) {
        setPhase({ kind: 'showing', step });
        setMessage(t('sequenceRecall.showing', { position: step + 1, shape: name(shown[step]!) }));
        return;
      }
      setPhase({ kind: 'repeating' });
      setMessage(t('sequenceRecall.yourTurn', { length: shown.length }));
      firstShape.current?.focus();
    }, SHOW_STEP_MS);
    return () => clearTimeout(timer);
  });

  const show = (): void => {
    // Marked disabled while the sequence shows or is being repeated: a press then changes nothing.
    if (phase.kind !== 'ready') return;
    setPhase({ kind: 'showing', step: 0 });
    setMessage(t('sequenceRecall.showing', { position: 1, shape: name(shown[0]!) }));
  };

  const press = (shape: SequenceShape): void => {
    if (phase.kind !== 'repeating') return;
    const result = pressShape(game, shape);
    setGame(result.game);
    const move = result.move;
    if (move.kind === 'right') setMessage(t('sequenceRecall.right', { shape: name(shape) }));
    if (move.kind === 'won') {
      setPhase({ kind: 'won' });
      setMessage(t('sequenceRecall.won'));
      onFinish();
      return;
    }
    if (move.kind === 'wrong' || move.kind === 'roundDone') {
      setPhase({ kind: 'ready' });
      setMessage(
        move.kind === 'wrong'
          ? t('sequenceRecall.wrong', { shape: name(shape), expected: name(move.expected) })
          : t('sequenceRecall.roundDone', { round: move.nextRound - 1 }),
      );
      showButton.current?.focus();
    }
  };

  const lit = phase.kind === 'showing' ? shown[phase.step] : undefined;
  return (
    <Stack gap="md">
      <Group gap="md" align="center">
        <Text fw={600}>{t('sequenceRecall.round', { round: game.round, rounds: SEQUENCE_ROUNDS, length: shown.length })}</Text>
        <Button
          ref={showButton}
          variant="light"
          onClick={show}
          aria-disabled={phase.kind !== 'ready' || undefined}
          disabled={phase.kind === 'won'}
        >
          {t('sequenceRecall.show')}
        </Button>
      </Group>
      <PieceGrid label={t('sequenceRecall.grid')} narrowColumns={2}>
        {SEQUENCE_SHAPES.map((shape, index) => (
          <li key={shape}>
            <Button
              ref={index === 0 ? firstShape : undefined}
              className="brain-exercise-piece"
              data-lit={lit === shape}
              fullWidth
              variant={lit === shape ? 'filled' : 'default'}
              color="dark"
              aria-disabled={phase.kind !== 'repeating' || undefined}
              onClick={() => press(shape)}
            >
              <Text span c={lit === shape ? undefined : LOOKS[shape].color} fz="xl" aria-hidden="true" me={6}>
                {LOOKS[shape].glyph}
              </Text>
              {name(shape)}
            </Button>
          </li>
        ))}
      </PieceGrid>
      <ExerciseStatus message={message} />
    </Stack>
  );
}
