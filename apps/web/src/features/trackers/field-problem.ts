import type { TrackerEntryIssue } from '@portal/domain';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';

/** A field's problem: its message key in `common`'s `validation`, and the range for `outOfRange`. */
export interface FieldProblem {
  readonly key: string;
  readonly min?: string;
  readonly max?: string;
}

/** The domain's issue as a field shows it. */
export function issueProblem(issue: TrackerEntryIssue): FieldProblem {
  return { key: issue.code, min: issue.range && String(issue.range.min), max: issue.range && String(issue.range.max) };
}

/** The problem's text in the member's language, its range in the language's digits. */
export function problemMessage(tCommon: TFunction, problem: FieldProblem, tag: string): string {
  const number = (text: string | undefined) => (text === undefined ? '' : formatNumber(Number(text), tag));
  return tCommon(problem.key as 'validation.required', { min: number(problem.min), max: number(problem.max) });
}
