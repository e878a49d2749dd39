import { VALIDATION, type Tracker, type ValidationMessageKey } from '@portal/contract';
import { checkTrackerEntry, type TrackerEntryInput, type TrackerEntryIssue } from './entry-check';
import { historyWindow } from './history-window';

/** An issue of one day of a back-fill: its place in the list and the field it names. */
export interface BackFillIssue extends TrackerEntryIssue {
  readonly index: number;
}

/**
 * What keeps a back-fill of missed days from being saved; none means every day may be. Each day
 * gets the single entry's check, must be one of the history's days (today in the plan and the
 * 29 before) and must not repeat an earlier day of the list. Refused as a whole: one issue
 * anywhere and nothing is saved, so a member never ends up with half a back-fill.
 */
export function checkBackFill(tracker: Tracker, entries: readonly TrackerEntryInput[], today: string): BackFillIssue[] {
  const { firstDay } = historyWindow(today);
  const seen = new Set<unknown>();
  return entries.flatMap((entry, index) => {
    const issues: BackFillIssue[] = checkTrackerEntry(tracker, entry, today).map((issue) => ({ ...issue, index }));
    if (!issues.some((issue) => issue.field === 'date')) {
      const date = entry.date as string;
      if (date < firstDay) issues.push({ index, field: 'date', code: VALIDATION.outsideHistory });
      else if (seen.has(date)) issues.push({ index, field: 'date', code: VALIDATION.duplicateDate });
    }
    seen.add(entry.date);
    return issues;
  });
}

/** The issues as a refusal names them: `entries.<index>.<field>`, and each range as `<that>.min` and `<that>.max`. */
export function backFillIssueFields(issues: readonly BackFillIssue[]): {
  fields: Record<string, ValidationMessageKey>;
  details: Record<string, string>;
} {
  const fields: Record<string, ValidationMessageKey> = {};
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const path = `entries.${issue.index}.${issue.field}`;
    fields[path] = issue.code;
    if (issue.range) {
      details[`${path}.min`] = String(issue.range.min);
      details[`${path}.max`] = String(issue.range.max);
    }
  }
  return { fields, details };
}
