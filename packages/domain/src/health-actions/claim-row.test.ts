import { describe, expect, it } from 'vitest';
import harbor from './demo/harbor-programme.json';
import { parseProgrammeDefinition } from './parse-programme';
import { feedIssuesOf } from '../shared/feed-row-issue';
import { actionsByClaimCode, checkClaimRow, claimRowCheck, claimRowSchema, type RawClaimRow } from './claim-row';

const read = parseProgrammeDefinition(harbor);
if (!read.ok) throw new Error('the Harbor programme must parse');
const context = { today: '2026-03-02', actionsByCode: actionsByClaimCode(read.programme.healthActions) };
const schema = claimRowSchema(context);

function row(overrides: Partial<RawClaimRow> = {}): RawClaimRow {
  return {
    client_member_id: 'H-1',
    claim_id: 'CLM-1',
    service_date: '2026-02-10',
    procedure_codes: '99396',
    diagnosis_codes: 'Z00.00',
    ...overrides,
  };
}

function issuesOf(raw: RawClaimRow) {
  const result = schema.safeParse(raw);
  return result.success ? [] : feedIssuesOf(result.error);
}

describe('a claims line', () => {
  it('reads several codes per column, tells CPT from HCPCS, and names every action they verify', () => {
    const result = schema.parse(row({ procedure_codes: ' 99396 | g0008|90686|99396', diagnosis_codes: 'z13.220|E78.5' }));
    expect(result).toEqual({
      clientMemberId: 'H-1',
      claimId: 'CLM-1',
      serviceDate: '2026-02-10',
      procedureCodes: [
        { system: 'CPT', code: '99396' },
        { system: 'HCPCS', code: 'G0008' },
        { system: 'CPT', code: '90686' },
      ],
      diagnosisCodes: [
        { system: 'ICD10', code: 'Z13.220' },
        { system: 'ICD10', code: 'E78.5' },
      ],
      healthActionIds: [101, 102, 111],
    });
  });

  it('matches a diagnosis code alone, written without its dot, and a CPT Category II code', () => {
    expect(schema.parse(row({ procedure_codes: '', diagnosis_codes: 'Z13220' })).healthActionIds).toEqual([111]);
    expect(schema.parse(row({ procedure_codes: '3074F', diagnosis_codes: '' })).healthActionIds).toEqual([112]);
  });

  it('refuses a claim whose codes verify no action of the programme, naming the claim', () => {
    expect(issuesOf(row({ procedure_codes: '29540', diagnosis_codes: 'S93.401A' }))).toEqual([
      {
        column: '',
        code: 'NO_MATCHING_HEALTH_ACTION',
        message: "claim 'CLM-1' bills no code that verifies a health action of the programme",
      },
    ]);
  });

  it('refuses a date that is not one, and care given after today', () => {
    expect(issuesOf(row({ service_date: '2026-02-30' }))).toEqual([
      { column: 'service_date', code: 'INVALID_FORMAT', message: "service_date '2026-02-30' is not a date (YYYY-MM-DD)" },
    ]);
    expect(issuesOf(row({ service_date: '03/01/2026' }))[0]).toMatchObject({ column: 'service_date', code: 'INVALID_FORMAT' });
    expect(issuesOf(row({ service_date: '2026-03-03' }))).toEqual([
      { column: 'service_date', code: 'OUT_OF_RANGE', message: "service_date '2026-03-03' is in the future" },
    ]);
    expect(issuesOf(row({ service_date: '2026-03-02' }))).toEqual([]);
  });

  it('refuses malformed codes in their column, each by name, even beside codes that match', () => {
    expect(issuesOf(row({ procedure_codes: '99396|9939|D1234', diagnosis_codes: 'Z00.00|00.1' }))).toEqual([
      { column: 'procedure_codes', code: 'INVALID_FORMAT', message: expect.stringContaining("procedure code '9939' is not well formed") },
      { column: 'procedure_codes', code: 'INVALID_FORMAT', message: expect.stringContaining("procedure code 'D1234'") },
      { column: 'diagnosis_codes', code: 'INVALID_FORMAT', message: expect.stringContaining("diagnosis code '00.1'") },
    ]);
    // An ICD-10 code is not a procedure code, nor a CPT code a diagnosis.
    expect(issuesOf(row({ procedure_codes: 'Z00.00', diagnosis_codes: '' }))[0]).toMatchObject({ column: 'procedure_codes' });
    expect(issuesOf(row({ procedure_codes: '', diagnosis_codes: '99396' }))[0]).toMatchObject({ column: 'diagnosis_codes' });
  });

  it('needs a member number, a claim id and at least one code', () => {
    expect(
      issuesOf(row({ client_member_id: ' ', claim_id: '', procedure_codes: '|', diagnosis_codes: '' })).map((issue) => [
        issue.column,
        issue.code,
      ]),
    ).toEqual([
      ['client_member_id', 'REQUIRED'],
      ['claim_id', 'REQUIRED'],
      ['procedure_codes', 'REQUIRED'],
    ]);
    expect(issuesOf(row({ client_member_id: 'H 1', claim_id: 'CLM/1' })).map((issue) => [issue.column, issue.code])).toEqual([
      ['client_member_id', 'INVALID_FORMAT'],
      ['claim_id', 'INVALID_FORMAT'],
    ]);
  });
});

describe('actionsByClaimCode', () => {
  it('keys each verifying code in the form codes compare in, ICD-10 without its dot', () => {
    const byCode = actionsByClaimCode(read.ok ? read.programme.healthActions : []);
    expect(byCode.get('ICD10:Z13220')).toEqual([111]);
    expect(byCode.get('HCPCS:G0008')).toEqual([102]);
    expect(byCode.has('CPT:29540')).toBe(false);
  });
});

describe('the check of a whole file', () => {
  it('answers every line as a check of that line alone would, though it remembers cells and dates, past what it keeps', () => {
    const cells = ['99396', ' 99396 | g0008|90686|99396', 'ABC|9939', '', '|| ', '3074F', 'W1234'];
    const diagnoses = ['Z00.00', 'z0000|ZZZ', '', 'E78.5|Z13.220', 'Z0'];
    const dates = ['2026-02-10', '2026-02-30', '2099-01-01', ' 2026-03-02 '];
    const lines: RawClaimRow[] = [];
    for (let index = 0; index < 10_500; index += 1) {
      lines.push(
        row({
          claim_id: index % 97 === 0 ? '' : `CLM-${index}`,
          service_date: dates[index % dates.length],
          // Past 10,000 distinct cells the check forgets what it kept and starts again.
          procedure_codes: index % 3 === 0 ? `${cells[index % cells.length]}|${10_000 + index}` : cells[index % cells.length],
          diagnosis_codes: diagnoses[index % diagnoses.length],
        }),
      );
    }
    const check = claimRowCheck(context);
    for (const line of [...lines, ...lines]) expect(check(line)).toEqual(checkClaimRow(line, context));
  });
});
