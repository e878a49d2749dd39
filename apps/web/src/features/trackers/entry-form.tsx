import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Tracker } from '@portal/contract';
import { checkTrackerEntry, todayIn, type TrackerEntryField } from '@portal/domain';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { ApiError } from '../../lib/api-client';
import { useWriteControl } from '../../lib/read-only-view';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useSaveTrackerEntry } from './api/save-tracker-entry';
import { issueProblem, problemMessage, type FieldProblem } from './field-problem';
import { readingText, sleepHours } from './reading';

type Problems = Partial<Record<TrackerEntryField, FieldProblem>>;

const FIELD_ORDER: readonly TrackerEntryField[] = ['value', 'diastolic', 'date'];

const fieldId = (field: TrackerEntryField): string => `tracker-entry-${field}`;

/** A refusal's fields, each with its range from the details (`value.min`, `value.max`). */
function refusalProblems(error: unknown): Problems | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const problems: Problems = {};
  for (const field of FIELD_ORDER) {
    const key = error.fields[field];
    if (key) problems[field] = { key, min: error.details[`${field}.min`], max: error.details[`${field}.max`] };
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * The hand entry of one tracker: its reading (blood pressure's systolic and diastolic; sleep in
 * minutes, the hours beside it) and its day. Checked with the server's own rules before it is sent.
 */
export function EntryForm({ tracker, tag }: { tracker: Tracker; tag: string }): ReactElement {
  const { t } = useTranslation('tracking');
  const { t: tCommon } = useTranslation();
  const writeControl = useWriteControl();
  const { timeZone } = useClientConfiguration();
  // The plan's day, as the server counts it: later days are refused as in the future.
  const today = todayIn(new Date(), timeZone);
  const [values, setValues] = useState({ value: '', diastolic: '', date: today });
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveTrackerEntry(tracker);
  const bloodPressure = tracker === 'bloodPressure';

  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`#${fieldId(first)}`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved('');
    const input = { value: values.value, date: values.date, ...(bloodPressure ? { diastolic: values.diastolic } : {}) };
    const issues = checkTrackerEntry(tracker, input, today);
    if (issues.length > 0) {
      const found: Problems = {};
      for (const issue of issues) found[issue.field] = issueProblem(issue);
      showProblems(found);
      return;
    }
    setProblems({});
    const body = { value: Number(values.value), date: values.date, ...(bloodPressure ? { diastolic: Number(values.diastolic) } : {}) };
    save.mutate(body, {
      onSuccess: () => {
        setSaved(t('form.saved', { reading: readingText(t, tracker, body, tag) }));
        setValues({ value: '', diastolic: '', date: values.date });
      },
      onError: (failure) => {
        const refused = refusalProblems(failure);
        if (refused) showProblems(refused);
      },
    });
  };

  const message = (field: TrackerEntryField): string | undefined => {
    const problem = problems[field];
    return problem && problemMessage(tCommon, problem, tag);
  };

  /** What every field of the form shares: its place for the focus, its text, its error and the staff view's lock. */
  const field = (name: TrackerEntryField) => ({
    id: fieldId(name),
    required: true,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: next }));
    },
    error: message(name),
    ...writeControl,
  });

  const minutes = Number(values.value);
  const hours =
    tracker === 'sleep' && values.value.trim() !== '' && Number.isFinite(minutes) && minutes >= 0
      ? t('form.sleepHours', { hours: sleepHours(minutes, tag) })
      : t('form.sleepHint');
  // A refusal that names no field (the staff view, a failed call) shows above the form.
  const failure = save.error && !refusalProblems(save.error) ? save.error : null;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="tracker-entry-title">
      {/* Mantine writes each input's own aria-describedby (its hint, its error), so in the staff view
          the reason is the fields' group's description; the submit carries it as well. */}
      <fieldset aria-describedby={writeControl['aria-describedby']} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm" maw={420}>
          <ErrorAlert error={failure} />
          <TextInput
            label={t(`form.value.${tracker}`)}
            description={tracker === 'sleep' ? hours : undefined}
            inputMode="numeric"
            autoComplete="off"
            {...field('value')}
          />
          {bloodPressure && <TextInput label={t('form.diastolic')} inputMode="numeric" autoComplete="off" {...field('diastolic')} />}
          <TextInput type="date" label={t('form.date')} max={today} {...field('date')} />
          <Group>
            <Button type="submit" loading={save.isPending} {...writeControl}>
              {t('form.submit')}
            </Button>
          </Group>
          <Text role="status" fw={700} c="green.9">
            {saved}
          </Text>
        </Stack>
      </fieldset>
    </form>
  );
}
