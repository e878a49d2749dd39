import { Checkbox, NativeSelect, Radio, Stack } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteControl } from '../../../lib/read-only-view';
import type { FieldProps } from './question-field';

/** An inactive option is not offered any more (decision 0040). */
const offered = (question: FieldProps['question']) => question.answerOptions.filter((option) => option.active);

/** Radio buttons, check boxes or a drop-down over the question's options; the value is the options' codes. */
export function ChoiceField({ question, label, values, onChange, error, inputId }: FieldProps): ReactElement {
  const { t } = useTranslation('questionnaires');
  // In a staff view the answers are shown, not changed.
  const writeControl = useWriteControl();
  const options = offered(question);
  const invalid = error ? true : undefined;
  if (question.type === 'DROPDOWN') {
    return (
      <NativeSelect
        id={inputId}
        label={label}
        value={values[0] ?? ''}
        onChange={(event) => onChange(event.currentTarget.value === '' ? [] : [event.currentTarget.value])}
        error={error}
        {...writeControl}
        data={[{ value: '', label: t('inputs.choose') }, ...options.map((option) => ({ value: option.code, label: option.text }))]}
        maw={480}
      />
    );
  }
  if (question.type === 'CHECKBOXES') {
    return (
      <Checkbox.Group id={inputId} label={label} value={[...values]} onChange={onChange} error={error}>
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Checkbox key={option.code} value={option.code} label={option.text} aria-invalid={invalid} {...writeControl} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group id={inputId} label={label} value={values[0] ?? null} onChange={(code) => onChange([code])} error={error}>
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio key={option.code} value={option.code} label={option.text} aria-invalid={invalid} {...writeControl} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
