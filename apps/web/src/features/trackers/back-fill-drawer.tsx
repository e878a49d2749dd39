import { Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Tracker, TrackerEntry } from '@portal/contract';
import { checkBackFill, historyWindow, todayIn, addDays, type TrackerEntryField } from '@portal/domain';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { ApiError } from '../../lib/api-client';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { formatLongDate } from '../../lib/format';
import { useWriteControl } from '../../lib/read-only-view';
import { useBackFillHistory } from './api/back-fill-history';
import { issueProblem, problemMessage, type FieldProblem } from './field-problem';

type DayField = Exclude<TrackerEntryField, 'date'>;
type Typed = Partial<Record<DayField, string>>;

const inputId = (date: string, field: DayField): string => `back-fill-${date}-${field}`;

/** The history's days, newest first, that have no hand entry yet: a device's reading does not fill a day for the member. */
function missedDays(today: string, entries: readonly TrackerEntry[]): string[] {
  const { firstDay } = historyWindow(today);
  const byHand = new Set(entries.filter((entry) => entry.enteredByHand).map((entry) => entry.date));
  const days: string[] = [];
  for (let day = today; day >= firstDay; day = addDays(day, -1)) if (!byHand.has(day)) days.push(day);
  return days;
}

/**
 * "Fill in missed days": a drawer listing the last 30 days without a hand entry, each with its
 * reading (blood pressure's two), saved together through bulk-history, all or none. Each error
 * shows beside its field; the focus returns to the button when the drawer closes.
 */
export function BackFillDrawer({
  tracker,
  entries,
  tag,
}: {
  tracker: Tracker;
  entries: readonly TrackerEntry[];
  tag: string;
}): ReactElement {
  const { t } = useTranslation('tracking');
  const { t: tCommon } = useTranslation();
  const writeControl = useWriteControl();
  const { timeZone } = useClientConfiguration();
  const [opened, drawer] = useDisclosure(false);
  const [typed, setTyped] = useState<Record<string, Typed>>({});
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [notice, setNotice] = useState<{ text: string; saved: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useBackFillHistory(tracker);
  const today = todayIn(new Date(), timeZone);
  const days = missedDays(today, entries);
  const fields: DayField[] = tracker === 'bloodPressure' ? ['value', 'diastolic'] : ['value'];

  const showProblems = (found: Record<string, FieldProblem>) => {
    setProblems(found);
    const first = days.flatMap((day) => fields.map((field) => inputId(day, field))).find((id) => found[id]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`#${first}`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filled = days.filter((day) => fields.some((field) => (typed[day]?.[field] ?? '').trim() !== ''));
    if (filled.length === 0) {
      setNotice({ text: t('backFill.nothing'), saved: false });
      return;
    }
    setNotice(null);
    const inputs = filled.map((date) => ({
      date,
      value: typed[date]?.value,
      ...(tracker === 'bloodPressure' ? { diastolic: typed[date]?.diastolic } : {}),
    }));
    const issues = checkBackFill(tracker, inputs, today).filter(
      (issue): issue is typeof issue & { field: DayField } => issue.field !== 'date',
    );
    if (issues.length > 0) {
      showProblems(Object.fromEntries(issues.map((issue) => [inputId(filled[issue.index]!, issue.field), issueProblem(issue)])));
      return;
    }
    setProblems({});
    const body = inputs.map((input) => ({
      date: input.date,
      value: Number(input.value),
      ...(tracker === 'bloodPressure' ? { diastolic: Number(input.diastolic) } : {}),
    }));
    save.mutate(body, {
      onSuccess: () => {
        setTyped({});
        setNotice({ text: t('backFill.saved'), saved: true });
        drawer.close();
      },
      onError: (failure) => {
        if (!(failure instanceof ApiError) || failure.code !== 'VALIDATION_FAILED') return;
        const found: Record<string, FieldProblem> = {};
        filled.forEach((date, index) => {
          for (const field of fields) {
            const key = failure.fields[`entries.${index}.${field}`];
            const at = `entries.${index}.${field}`;
            if (key) found[inputId(date, field)] = { key, min: failure.details[`${at}.min`], max: failure.details[`${at}.max`] };
          }
        });
        showProblems(found);
      },
    });
  };

  // A refusal that names none of the fields (a day the server no longer takes, a failed call) shows above the days.
  const refusedField = save.error instanceof ApiError && Object.keys(save.error.fields).some((path) => !path.endsWith('.date'));
  const failure = save.error && !refusedField ? save.error : null;

  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="outline" onClick={drawer.open} {...writeControl}>
        {t('backFill.open')}
      </Button>
      {/* Polite, as the entry form's status: the form's own status region stays the page's one "status". */}
      <Text aria-live="polite" fw={700} c="green.9">
        {!opened && notice?.saved ? notice.text : ''}
      </Text>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        title={t('backFill.title')}
        position="right"
        size="md"
        closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      >
        <form ref={formRef} noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <Text>{days.length > 0 ? t('backFill.intro') : t('backFill.none')}</Text>
            <ErrorAlert error={failure} />
            {days.map((day) => (
              <fieldset key={day} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <Text component="legend" fw={700} mb={4}>
                  {formatLongDate(day, tag)}
                </Text>
                <Group gap="sm" align="flex-start">
                  {fields.map((field) => {
                    const id = inputId(day, field);
                    const problem = problems[id];
                    return (
                      <TextInput
                        key={field}
                        id={id}
                        label={field === 'value' ? t(`form.value.${tracker}`) : t('form.diastolic')}
                        inputMode="numeric"
                        autoComplete="off"
                        value={typed[day]?.[field] ?? ''}
                        onChange={(event) => {
                          const next = event.currentTarget.value;
                          setTyped((current) => ({ ...current, [day]: { ...current[day], [field]: next } }));
                        }}
                        error={problem && problemMessage(tCommon, problem, tag)}
                      />
                    );
                  })}
                </Group>
              </fieldset>
            ))}
            {notice && !notice.saved && (
              <Text role="alert" c="red.9">
                {notice.text}
              </Text>
            )}
            {days.length > 0 && (
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t('backFill.submit')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Drawer>
    </Stack>
  );
}
