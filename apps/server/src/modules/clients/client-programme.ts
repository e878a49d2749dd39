import type { Currency } from '@portal/contract';
import { parseProgrammeDefinition, type ProgrammeDefinition } from '@portal/domain';

/** What of a client definition its programme must agree with. */
export interface ProgrammeHost {
  readonly currency: Currency;
  readonly features: readonly string[];
  readonly cohorts: readonly { readonly code: string; readonly compliancePeriods?: readonly unknown[] }[];
}

export type ClientProgrammeResult =
  { readonly ok: true; readonly programme: ProgrammeDefinition | null } | { readonly ok: false; readonly problems: readonly string[] };

/** The feature that switches a plan's rewards from its cohorts to its employer groups. */
const EMPLOYER_GROUP_FEATURE = 'EMPLOYER_GROUP_INCENTIVES';

/**
 * Reads a definition's `programme` and checks it against the rest of the definition, naming every
 * problem as `path: message`. One source of truth for compliance periods: a plan with a programme
 * declares them in `programme.cohorts` (in cents or points, with the programme's ids), never again
 * in its `cohorts` block, which then names the cohorts only; the programme covers exactly the
 * definition's cohorts; it pays in the client's currency; and its incentive strategy is the one
 * the EMPLOYER_GROUP_INCENTIVES feature selects.
 */
export function readClientProgramme(raw: unknown, host: ProgrammeHost | undefined): ClientProgrammeResult {
  if (raw === undefined || raw === null) return { ok: true, programme: null };
  const parsed = parseProgrammeDefinition(raw);
  const problems = parsed.ok
    ? []
    : parsed.problems.map((problem) => `programme${problem.path ? `.${problem.path}` : ''}: ${problem.message}`);
  if (host && parsed.ok) problems.push(...hostProblems(parsed.programme, host));
  if (problems.length > 0 || !parsed.ok) return { ok: false, problems };
  return { ok: true, programme: parsed.programme };
}

function hostProblems(programme: ProgrammeDefinition, host: ProgrammeHost): string[] {
  const problems: string[] = [];
  if (programme.rewardType !== host.currency) {
    problems.push(`programme.rewardType: is ${programme.rewardType} but the client's currency is ${host.currency}`);
  }
  const strategy = host.features.includes(EMPLOYER_GROUP_FEATURE) ? 'EMPLOYER_GROUP' : 'COHORT';
  if (programme.incentiveStrategy !== strategy) {
    problems.push(
      `programme.incentiveStrategy: is ${programme.incentiveStrategy} but the client's features select ${strategy} (${EMPLOYER_GROUP_FEATURE} ${strategy === 'EMPLOYER_GROUP' ? 'on' : 'off'})`,
    );
  }
  const declared = new Set(host.cohorts.map((cohort) => cohort.code));
  const covered = new Set(programme.cohorts.map((cohort) => cohort.code));
  programme.cohorts.forEach((cohort, index) => {
    if (!declared.has(cohort.code)) problems.push(`programme.cohorts.${index}.code: ${cohort.code} is not one of the definition's cohorts`);
  });
  host.cohorts.forEach((cohort, index) => {
    if (!covered.has(cohort.code)) problems.push(`cohorts.${index}.code: ${cohort.code} has no place in programme.cohorts`);
    if ((cohort.compliancePeriods ?? []).length > 0) {
      problems.push(
        `cohorts.${index}.compliancePeriods: a plan with a programme declares its compliance periods in programme.cohorts only`,
      );
    }
  });
  return problems;
}

/** What can be read of the host's fields from a definition as it came; undefined when they are unreadable (their own problems say so). */
export function programmeHostOf(raw: Readonly<Record<string, unknown>>): ProgrammeHost | undefined {
  const { currency, features, cohorts } = raw;
  if ((currency !== 'DOLLARS' && currency !== 'POINTS') || !Array.isArray(features) || !Array.isArray(cohorts)) return undefined;
  const readable = cohorts.every(
    (cohort) => typeof cohort === 'object' && cohort !== null && typeof (cohort as { code?: unknown }).code === 'string',
  );
  if (!readable) return undefined;
  return { currency, features: features.filter((feature) => typeof feature === 'string'), cohorts: cohorts as ProgrammeHost['cohorts'] };
}

/** A programme amount (cents or points) in the major unit the compliance-period table and member-info speak. */
export function majorUnits(amount: number, currency: Currency): number {
  return currency === 'DOLLARS' ? amount / 100 : amount;
}
