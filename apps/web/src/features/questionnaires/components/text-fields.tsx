import { Textarea, TextInput } from '@mantine/core';
import { MAX_TEXT_ANSWER_LENGTH } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../answers';
import { useWriteControl } from '../../../lib/read-only-view';
import type { FieldProps } from './question-field';

const first = (values: readonly string[]): string => values[0] ?? '';
/** An emptied box clears the answer rather than saving an empty text. */
const asValues = (text: string): string[] => (text === '' ? [] : [text]);

export function TextField({ label, values, onChange, error, inputId }: FieldProps): ReactElement {
  const writeControl = useWriteControl();
  return (
    <TextInput
      id={inputId}
      label={label}
      value={first(values)}
      onChange={(event) => onChange(asValues(event.currentTarget.value))}
      error={error}
      {...writeControl}
      maxLength={MAX_TEXT_ANSWER_LENGTH}
    />
  );
}

export function TextAreaField({ label, values, onChange, error, inputId }: FieldProps): ReactElement {
  const writeControl = useWriteControl();
  return (
    <Textarea
      id={inputId}
      label={label}
      value={first(values)}
      onChange={(event) => onChange(asValues(event.currentTarget.value))}
      error={error}
      {...writeControl}
      rows={4}
      maxLength={MAX_TEXT_ANSWER_LENGTH}
    />
  );
}

/** The range a number box takes, in words under it. */
function useRangeHint(numeric: NonNullable<FieldProps['question']['numeric']>): string | undefined {
  const { t } = useTranslation('questionnaires');
  const { min, max } = numeric;
  if (min !== null && max !== null) return t('inputs.between', { min, max });
  if (min !== null) return t('inputs.atLeast', { min });
  if (max !== null) return t('inputs.atMost', { max });
  return undefined;
}

/** A unit as the member reads it: the plan's documents name units by their UCUM codes ("[lb_av]"). */
function useUnitWord(unit: string | null): string | undefined {
  const { t } = useTranslation('questionnaires');
  if (unit === null) return undefined;
  const words: Readonly<Record<string, string>> = t('units', { returnObjects: true });
  return words[unit] ?? unit;
}

/** A number with its unit beside it; the domain's checks say what is wrong with what was typed. */
export function NumberField({ question, label, values, onChange, error, inputId }: FieldProps): ReactElement {
  const writeControl = useWriteControl();
  const numeric = question.numeric!;
  const hint = useRangeHint(numeric);
  const unit = useUnitWord(numeric.unit);
  return (
    <TextInput
      id={inputId}
      label={label}
      description={hint}
      value={first(values)}
      onChange={(event) => onChange(asValues(event.currentTarget.value.trim()))}
      error={error}
      {...writeControl}
      inputMode={numeric.integer ? 'numeric' : 'decimal'}
      rightSection={unit}
      rightSectionWidth={unit ? 'auto' : undefined}
      rightSectionProps={{ style: { paddingInline: 8 } }}
      maw={320}
    />
  );
}

/** The browser's own date picker, which no date after today can be chosen in. */
export function DateField({ label, values, onChange, error, inputId }: FieldProps): ReactElement {
  const writeControl = useWriteControl();
  return (
    <TextInput
      id={inputId}
      type="date"
      label={label}
      value={first(values)}
      max={todayIso()}
      onChange={(event) => onChange(asValues(event.currentTarget.value))}
      error={error}
      {...writeControl}
      maw={320}
    />
  );
}
