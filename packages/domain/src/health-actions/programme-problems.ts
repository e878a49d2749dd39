/**
 * Why a programme definition is refused. The codes are stable so that an operator (and a test)
 * can tell the kinds apart; the message says it in words, naming the values at fault.
 */
export const PROGRAMME_PROBLEM_CODES = [
  'REQUIRED',
  'INVALID_FORMAT',
  'OUT_OF_RANGE',
  'NOT_ALLOWED',
  'DUPLICATE',
  'UNKNOWN_REFERENCE',
  'INCONSISTENT',
  'CYCLE',
] as const;
export type ProgrammeProblemCode = (typeof PROGRAMME_PROBLEM_CODES)[number];

export interface ProgrammeProblem {
  /** Dotted path into the definition (`healthActions.3.containerHealthActionId`); empty for the file as a whole. */
  readonly path: string;
  readonly code: ProgrammeProblemCode;
  readonly message: string;
}

interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly format?: string;
}

/**
 * zod/mini carries no messages of its own ("Invalid input"), or, where a process loads zod's English
 * locale, terse ones ("Invalid input: expected int, received number"): say what was expected in words.
 */
const GENERIC_MESSAGE = 'Invalid input';

function messageOf(issue: SchemaIssue, code: ProgrammeProblemCode): string {
  if (!issue.message.startsWith(GENERIC_MESSAGE)) return issue.message;
  if (code === 'REQUIRED') return 'is required';
  if (issue.keys) return `unknown field ${issue.keys.join(', ')}`;
  if (issue.values) return `must be one of ${issue.values.map(String).join(', ')}`;
  if (issue.minimum !== undefined) return `must be ${String(issue.minimum)} or more`;
  if (issue.maximum !== undefined) return `must be ${String(issue.maximum)} or fewer`;
  if (issue.format === 'date') return 'must be a calendar date (YYYY-MM-DD)';
  if (typeof issue.expected === 'string') return `must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
  return 'is not valid';
}

/** The value at a path of the file as it came, to tell a missing field from a mistyped one. */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function codeOf(issue: SchemaIssue, raw: unknown): ProgrammeProblemCode {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(raw, issue.path) === undefined ? 'REQUIRED' : 'INVALID_FORMAT';
    case 'too_small':
    case 'too_big':
      return 'OUT_OF_RANGE';
    case 'invalid_value':
    case 'unrecognized_keys':
      return 'NOT_ALLOWED';
    default:
      return 'INVALID_FORMAT';
  }
}

/** A schema's issues, raised on `raw`, as programme problems. */
export function problemsFromIssues(issues: readonly SchemaIssue[], raw: unknown): ProgrammeProblem[] {
  return issues.map((issue) => {
    const code = codeOf(issue, raw);
    return { path: issue.path.map(String).join('.'), code, message: messageOf(issue, code) };
  });
}
