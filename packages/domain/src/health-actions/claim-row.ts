import type { ClaimCodeSystem } from '@portal/contract';
import { z } from 'zod';
import { claimCodeKey, CLAIM_CODE_RULES, isClaimCode } from './claim-codes';
import type { ClaimVerifiedAction } from './claim-verification';
import { isCalendarDate } from '../shared/calendar-date';
import { addFeedIssue, rawFeedRowSchema, type FeedRowIssue } from '../shared/feed-row-issue';
import { isMemberNumber, MEMBER_NUMBER_RULE } from '../shared/member-number';

/** The claims file's columns, in order: one line per claim (decision 0032). */
export const CLAIM_COLUMNS = ['client_member_id', 'claim_id', 'service_date', 'procedure_codes', 'diagnosis_codes'] as const;

/** Between the codes of one claim in one column: `99396|90686`. */
export const CLAIM_CODE_SEPARATOR = '|';

export type ClaimColumn = (typeof CLAIM_COLUMNS)[number];
export type RawClaimRow = Readonly<Record<ClaimColumn, string>>;

export interface ClaimCode {
  readonly system: ClaimCodeSystem;
  readonly code: string;
}

/** One claims line, checked: who, which claim, when, the codes billed, and the actions those codes verify. */
export interface ClaimRecord {
  readonly clientMemberId: string;
  readonly claimId: string;
  readonly serviceDate: string;
  /** CPT and HCPCS codes, upper case, each once. */
  readonly procedureCodes: readonly ClaimCode[];
  /** ICD-10-CM codes, upper case, as the plan wrote them (with or without the dot), each once. */
  readonly diagnosisCodes: readonly ClaimCode[];
  /** The programme's actions one of whose verifying codes the claim bills (coverage not yet considered). */
  readonly healthActionIds: readonly number[];
}

export const CLAIM_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const CLAIM_ID_RULE = 'claim_id must be 1-64 letters, digits, dots, dashes or underscores';

/**
 * The words of each refusal that names what the line holds, written once: the row check below
 * and the claims feed's check in SQL (decision 0032) both build their messages from these.
 */
export const CLAIM_ROW_MESSAGES = {
  dateNotADate: (value: string) => `service_date '${value}' is not a date (YYYY-MM-DD)`,
  dateInFuture: (value: string) => `service_date '${value}' is in the future`,
  badProcedureCode: (code: string) => `procedure code '${code}' is not well formed: ${CLAIM_CODE_RULES.CPT}; ${CLAIM_CODE_RULES.HCPCS}`,
  badDiagnosisCode: (code: string) => `diagnosis code '${code}' is not well formed: ${CLAIM_CODE_RULES.ICD10}`,
  noCodes: 'a claim needs at least one procedure or diagnosis code',
  noMatchingAction: (claimId: string) => `claim '${claimId}' bills no code that verifies a health action of the programme`,
} as const;

/** A procedure code is CPT when it is digits (five, or four then F or T), HCPCS when it starts with a letter. */
function procedureSystemOf(code: string): ClaimCodeSystem | null {
  if (isClaimCode('CPT', code)) return 'CPT';
  if (isClaimCode('HCPCS', code)) return 'HCPCS';
  return null;
}

function codesIn(cell: string): string[] {
  const codes = cell
    .split(CLAIM_CODE_SEPARATOR)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

/** A cell of codes checked: the well-formed codes, an issue for each malformed one, and the programme's actions the codes verify. */
interface CheckedCodes {
  readonly codes: readonly ClaimCode[];
  readonly issues: readonly FeedRowIssue[];
  readonly healthActionIds: readonly number[];
}

type CodeColumn = 'procedure_codes' | 'diagnosis_codes';

function checkCodes(cell: string, column: CodeColumn, actionsByCode: ClaimRowContext['actionsByCode']): CheckedCodes {
  const codes: ClaimCode[] = [];
  const issues: FeedRowIssue[] = [];
  for (const code of codesIn(cell)) {
    const system = column === 'procedure_codes' ? procedureSystemOf(code) : isClaimCode('ICD10', code) ? 'ICD10' : null;
    if (system) codes.push({ system, code });
    else if (column === 'procedure_codes') {
      issues.push({ column, code: 'INVALID_FORMAT', message: CLAIM_ROW_MESSAGES.badProcedureCode(code) });
    } else issues.push({ column, code: 'INVALID_FORMAT', message: CLAIM_ROW_MESSAGES.badDiagnosisCode(code) });
  }
  const healthActionIds = new Set(codes.flatMap((code) => actionsByCode.get(claimCodeKey(code.system, code.code)) ?? []));
  return { codes, issues, healthActionIds: [...healthActionIds].sort((a, b) => a - b) };
}

function checkServiceDate(serviceDate: string, today: string): FeedRowIssue | null {
  if (!isCalendarDate(serviceDate)) {
    return { column: 'service_date', code: 'INVALID_FORMAT', message: CLAIM_ROW_MESSAGES.dateNotADate(serviceDate) };
  }
  if (serviceDate > today) return { column: 'service_date', code: 'OUT_OF_RANGE', message: CLAIM_ROW_MESSAGES.dateInFuture(serviceDate) };
  return null;
}

/**
 * Remembers up to `limit` answers of `compute`: a claims file repeats few distinct code cells and
 * dates, so most lines are checked by one lookup, while a file of unique cells keeps no more than the limit.
 */
function remembered<T>(compute: (key: string) => T, limit = 10_000): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      if (answers.size >= limit) answers.clear();
      answer = compute(key);
      answers.set(key, answer);
    }
    return answer;
  };
}

/** Each verifying code of the programme, in the form codes compare in, with the actions it verifies. */
export function actionsByClaimCode(actions: readonly ClaimVerifiedAction[]): ReadonlyMap<string, readonly number[]> {
  const byCode = new Map<string, number[]>();
  for (const action of actions) {
    for (const verifying of action.verifyingClaimCodes) {
      const key = claimCodeKey(verifying.system, verifying.code);
      const ids = byCode.get(key) ?? [];
      if (!ids.includes(action.id)) byCode.set(key, [...ids, action.id]);
    }
  }
  return byCode;
}

export interface ClaimRowContext {
  /** The client's day: care cannot have been given after it. */
  readonly today: string;
  /** From `actionsByClaimCode` over the client's programme. */
  readonly actionsByCode: ReadonlyMap<string, readonly number[]>;
}

export type ClaimRowResult = { ok: true; record: ClaimRecord } | { ok: false; issues: readonly FeedRowIssue[] };

export type ClaimRowCheck = (row: RawClaimRow) => ClaimRowResult;

/**
 * The check of a claims line against the form of each column, then against the programme's
 * verifying codes, for every line of one file: what a code cell or a date gives is remembered.
 */
export function claimRowCheck(context: ClaimRowContext): ClaimRowCheck {
  const procedureCells = remembered((cell) => checkCodes(cell, 'procedure_codes', context.actionsByCode));
  const diagnosisCells = remembered((cell) => checkCodes(cell, 'diagnosis_codes', context.actionsByCode));
  const serviceDates = remembered((serviceDate) => checkServiceDate(serviceDate, context.today));
  return (row) => {
    const issues: FeedRowIssue[] = [];
    const clientMemberId = row.client_member_id.trim();
    if (clientMemberId === '') issues.push({ column: 'client_member_id', code: 'REQUIRED', message: MEMBER_NUMBER_RULE });
    else if (!isMemberNumber(clientMemberId))
      issues.push({ column: 'client_member_id', code: 'INVALID_FORMAT', message: MEMBER_NUMBER_RULE });
    const claimId = row.claim_id.trim();
    if (claimId === '') issues.push({ column: 'claim_id', code: 'REQUIRED', message: CLAIM_ID_RULE });
    else if (!CLAIM_ID.test(claimId)) issues.push({ column: 'claim_id', code: 'INVALID_FORMAT', message: CLAIM_ID_RULE });
    const serviceDate = row.service_date.trim();
    const dateIssue = serviceDates(serviceDate);
    if (dateIssue) issues.push(dateIssue);
    const procedures = procedureCells(row.procedure_codes);
    const diagnoses = diagnosisCells(row.diagnosis_codes);
    issues.push(...procedures.issues, ...diagnoses.issues);
    if (isEmpty(procedures) && isEmpty(diagnoses)) {
      issues.push({ column: 'procedure_codes', code: 'REQUIRED', message: CLAIM_ROW_MESSAGES.noCodes });
    }
    if (issues.length > 0) return { ok: false, issues };

    const healthActionIds = bothSorted(procedures.healthActionIds, diagnoses.healthActionIds);
    if (healthActionIds.length === 0) {
      return {
        ok: false,
        issues: [{ column: '', code: 'NO_MATCHING_HEALTH_ACTION', message: CLAIM_ROW_MESSAGES.noMatchingAction(claimId) }],
      };
    }
    const record = {
      clientMemberId,
      claimId,
      serviceDate,
      procedureCodes: procedures.codes,
      diagnosisCodes: diagnoses.codes,
      healthActionIds,
    };
    return { ok: true, record };
  };
}

function isEmpty(cell: CheckedCodes): boolean {
  return cell.codes.length === 0 && cell.issues.length === 0;
}

/** Two sorted lists of ids as one, each id once. */
function bothSorted(first: readonly number[], second: readonly number[]): readonly number[] {
  if (second.length === 0) return first;
  if (first.length === 0) return second;
  return [...new Set([...first, ...second])].sort((a, b) => a - b);
}

/** Checks one line of a claims file (a whole file is checked faster by one `claimRowCheck`). */
export function checkClaimRow(row: RawClaimRow, context: ClaimRowContext): ClaimRowResult {
  return claimRowCheck(context)(row);
}

/** A claims line as a zod schema for the feed framework. Whether the member is on the roster is the server's to say. */
export function claimRowSchema(context: ClaimRowContext): z.ZodType<ClaimRecord, RawClaimRow> {
  const check = claimRowCheck(context);
  return rawFeedRowSchema(CLAIM_COLUMNS).transform((row, zodContext) => {
    const result = check(row);
    if (result.ok) return result.record;
    for (const issue of result.issues) addFeedIssue(zodContext, issue);
    return z.NEVER;
  });
}
