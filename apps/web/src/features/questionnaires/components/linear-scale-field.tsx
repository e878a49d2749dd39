import { Group, Radio, Text } from '@mantine/core';
import type { KeyboardEvent, ReactElement } from 'react';
import { useWriteControl } from '../../../lib/read-only-view';
import type { FieldProps } from './question-field';

const STEP_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Where an arrow key moves on the scale: right and down to the next value, left and up to the one
 * before; in a right-to-left page the row runs the other way, so left and right swap. Null at an end.
 */
export function scaleStep(key: string, current: number | null, min: number, max: number, rtl: boolean): number | null {
  let step = STEP_KEYS[key];
  if (step === undefined) return null;
  if (rtl && (key === 'ArrowLeft' || key === 'ArrowRight')) step = step === 1 ? -1 : 1;
  if (current === null) return step === 1 ? min : max;
  const next = current + step;
  return next < min || next > max ? null : next;
}

/** A row of radio buttons from the scale's low end to its high end, each end with its words. */
export function LinearScaleField({ question, label, values, onChange, error, inputId }: FieldProps): ReactElement {
  const scale = question.scale!;
  const points = Array.from({ length: scale.max - scale.min + 1 }, (_, index) => scale.min + index);
  const current = values[0] === undefined ? null : Number(values[0]);
  const writeControl = useWriteControl();
  // The browser's own arrow handling is replaced, so both agree on where the row goes.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (!(event.key in STEP_KEYS) || writeControl.disabled) return;
    event.preventDefault();
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = scaleStep(event.key, current, scale.min, scale.max, rtl);
    if (next === null) return;
    onChange([String(next)]);
    event.currentTarget.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus();
  };
  return (
    <Radio.Group
      id={inputId}
      label={label}
      value={values[0] ?? null}
      onChange={(value) => onChange([value])}
      error={error}
      description={`${scale.min} = ${scale.lowLabel}, ${scale.max} = ${scale.highLabel}`}
    >
      <Group gap="xs" mt="xs" wrap="nowrap" align="flex-end" onKeyDown={onKeyDown}>
        <Text size="sm" aria-hidden="true">
          {scale.lowLabel}
        </Text>
        {points.map((point) => (
          <Radio
            key={point}
            value={String(point)}
            label={String(point)}
            labelPosition="left"
            aria-invalid={error ? true : undefined}
            {...writeControl}
            styles={{ body: { flexDirection: 'column', alignItems: 'center' } }}
          />
        ))}
        <Text size="sm" aria-hidden="true">
          {scale.highLabel}
        </Text>
      </Group>
    </Radio.Group>
  );
}
