import { type ClaimCode, type ClaimRowCheck, type FeedRowIssue } from '@portal/domain';
import type { StagedLines } from '../../feeds/copy-lines';
import { csvField } from '../../feeds/feed-report';
import { SeenKeys } from '../../feeds/seen-keys';

/**
 * The claims staging table (decision 0036): a line checked by the domain while the file streams
 * in, holding either its claim, as it would be saved, or the issues it was refused for.
 */
export const CLAIM_STAGING = `create temp table claim_staging (line integer not null, client_member_id text, claim_id text,
  service_date date, procedure_codes text[], diagnosis_codes text[], maybe_repeated boolean, issues json, excepted boolean)`;

export const CLAIM_STAGING_COPY = `copy claim_staging (line, client_member_id, claim_id, service_date, procedure_codes, diagnosis_codes,
  maybe_repeated, issues) from stdin with (format csv)`;

/** Codes as a PostgreSQL array literal; a well-formed code holds no comma, quote, brace or space and is never NULL. */
function arrayOf(codes: readonly ClaimCode[]): string {
  return `{${codes.map((code) => code.code).join(',')}}`;
}

/** A refused line: empty fields (NULL to COPY) and its issues in the report's order. */
function refused(line: number, issues: readonly FeedRowIssue[]): string {
  return `${line},,,,,,,${csvField(JSON.stringify(issues))}\n`;
}

/**
 * Each line of a claims file checked by `check` as it is staged; the claim's fields passed the
 * check, so none needs quoting. A good line whose claim id may have come before is marked, for
 * the database to confirm: the file's claim ids are never all in memory.
 */
export function stagedClaimLines(check: ClaimRowCheck): StagedLines & { readonly good: () => number } {
  const claimIds = new SeenKeys();
  let good = 0;
  return {
    good: () => good,
    record(line, fields) {
      const [client_member_id = '', claim_id = '', service_date = '', procedure_codes = '', diagnosis_codes = ''] = fields;
      const result = check({ client_member_id, claim_id, service_date, procedure_codes, diagnosis_codes });
      if (!result.ok) return refused(line, result.issues);
      const { clientMemberId, claimId, serviceDate, procedureCodes, diagnosisCodes } = result.record;
      good += 1;
      const maybeRepeated = claimIds.add(claimId) ? 't' : 'f';
      return `${line},${clientMemberId},${claimId},${serviceDate},"${arrayOf(procedureCodes)}","${arrayOf(diagnosisCodes)}",${maybeRepeated},\n`;
    },
    malformed: (line, issue) => refused(line, [issue]),
  };
}
