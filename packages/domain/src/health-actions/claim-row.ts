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

const CLAIM_ID = /^[A-Za-z0-9._-]{1,64}$/;
const CLAIM_ID_RULE = 'claim_id must be 1-64 letters, digits, dots, dashes or underscores';

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

function checkProcedureCodes(cell: string, issues: FeedRowIssue[]): ClaimCode[] {
  const codes: ClaimCode[] = [];
  for (const code of codesIn(cell)) {
    const system = procedureSystemOf(code);
    if (system) codes.push({ system, code });
    else {
      const message = `procedure code '${code}' is not well formed: ${CLAIM_CODE_RULES.CPT}; ${CLAIM_CODE_RULES.HCPCS}`;
      issues.push({ column: 'procedure_codes', code: 'INVALID_FORMAT', message });
    }
  }
  return codes;
}

function checkDiagnosisCodes(cell: string, issues: FeedRowIssue[]): ClaimCode[] {
  const codes: ClaimCode[] = [];
  for (const code of codesIn(cell)) {
    if (isClaimCode('ICD10', code)) codes.push({ system: 'ICD10', code });
    else {
      const message = `diagnosis code '${code}' is not well formed: ${CLAIM_CODE_RULES.ICD10}`;
      issues.push({ column: 'diagnosis_codes', code: 'INVALID_FORMAT', message });
    }
  }
  return codes;
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

/** Checks one line of a claims file against the form of each column, then against the programme's verifying codes. */
export function checkClaimRow(row: RawClaimRow, context: ClaimRowContext): ClaimRowResult {
  const issues: FeedRowIssue[] = [];
  const clientMemberId = row.client_member_id.trim();
  if (clientMemberId === '') issues.push({ column: 'client_member_id', code: 'REQUIRED', message: MEMBER_NUMBER_RULE });
  else if (!isMemberNumber(clientMemberId))
    issues.push({ column: 'client_member_id', code: 'INVALID_FORMAT', message: MEMBER_NUMBER_RULE });
  const claimId = row.claim_id.trim();
  if (claimId === '') issues.push({ column: 'claim_id', code: 'REQUIRED', message: CLAIM_ID_RULE });
  else if (!CLAIM_ID.test(claimId)) issues.push({ column: 'claim_id', code: 'INVALID_FORMAT', message: CLAIM_ID_RULE });
  const serviceDate = row.service_date.trim();
  if (!isCalendarDate(serviceDate)) {
    issues.push({ column: 'service_date', code: 'INVALID_FORMAT', message: `service_date '${serviceDate}' is not a date (YYYY-MM-DD)` });
  } else if (serviceDate > context.today) {
    issues.push({ column: 'service_date', code: 'OUT_OF_RANGE', message: `service_date '${serviceDate}' is in the future` });
  }
  const procedureCodes = checkProcedureCodes(row.procedure_codes, issues);
  const diagnosisCodes = checkDiagnosisCodes(row.diagnosis_codes, issues);
  if (codesIn(row.procedure_codes).length === 0 && codesIn(row.diagnosis_codes).length === 0) {
    issues.push({ column: 'procedure_codes', code: 'REQUIRED', message: 'a claim needs at least one procedure or diagnosis code' });
  }
  if (issues.length > 0) return { ok: false, issues };

  const healthActionIds = new Set<number>();
  for (const code of [...procedureCodes, ...diagnosisCodes]) {
    for (const id of context.actionsByCode.get(claimCodeKey(code.system, code.code)) ?? []) healthActionIds.add(id);
  }
  if (healthActionIds.size === 0) {
    const message = `claim '${claimId}' bills no code that verifies a health action of the programme`;
    return { ok: false, issues: [{ column: '', code: 'NO_MATCHING_HEALTH_ACTION', message }] };
  }
  return {
    ok: true,
    record: {
      clientMemberId,
      claimId,
      serviceDate,
      procedureCodes,
      diagnosisCodes,
      healthActionIds: [...healthActionIds].sort((a, b) => a - b),
    },
  };
}

/** A claims line as a zod schema for the feed framework. Whether the member is on the roster is the server's to say. */
export function claimRowSchema(context: ClaimRowContext): z.ZodType<ClaimRecord, RawClaimRow> {
  return rawFeedRowSchema(CLAIM_COLUMNS).transform((row, zodContext) => {
    const result = checkClaimRow(row, context);
    if (result.ok) return result.record;
    for (const issue of result.issues) addFeedIssue(zodContext, issue);
    return z.NEVER;
  });
}
