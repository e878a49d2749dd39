import { programmeDefinitionSchema, type ProgrammeDefinition } from './programme-definition';
import { problemsFromIssues, type ProgrammeProblem } from './programme-problems';
import { programmeReferenceProblems } from './programme-references';

export type ProgrammeParseResult =
  { readonly ok: true; readonly programme: ProgrammeDefinition } | { readonly ok: false; readonly problems: readonly ProgrammeProblem[] };

/**
 * Reads a plan's programme: all of it or none of it. A refused definition names every problem
 * it has, those of shape and those across references, in one answer, so an operator fixes the
 * file once rather than once per problem.
 */
export function parseProgrammeDefinition(raw: unknown): ProgrammeParseResult {
  const parsed = programmeDefinitionSchema.safeParse(raw);
  const problems = [...(parsed.success ? [] : problemsFromIssues(parsed.error.issues, raw)), ...programmeReferenceProblems(raw)];
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, programme: parsed.data };
}
