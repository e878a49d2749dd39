import { VALIDATION, isValidationMessageKey, type ValidationMessageKey } from '@portal/contract';

/** What is wrong with a form or a body: a validation message key by field path (`phoneNumbers.1.type`). */
export type FieldProblems = Record<string, ValidationMessageKey>;

interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A schema's issues as the form shows them and the server answers them: the first message of
 * each field, keyed by its dotted path. A message that is no validation key reads as invalid.
 */
export function fieldProblems(issues: readonly SchemaIssue[], prefix = ''): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter((part) => part !== '').join('.');
    problems[path] ??= isValidationMessageKey(issue.message) ? issue.message : VALIDATION.invalid;
  }
  return problems;
}
