import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROSTER_COLUMNS, rosterRowSchema, type RawRosterRow } from './roster-row';
import { feedIssuesOf, rawFeedRowSchema } from '../shared/feed-row-issue';

const schema = rosterRowSchema({
  today: '2026-03-02',
  defaultMedicalContractCode: 'UNK',
  clientAbbreviation: 'MESA',
  isCohort: (code) => code === 'C1',
});

function row(overrides: Partial<RawRosterRow> = {}): RawRosterRow {
  const blank = Object.fromEntries(ROSTER_COLUMNS.map((column) => [column, ''])) as RawRosterRow;
  return {
    ...blank,
    client_member_id: 'A-1',
    first_name: 'Ana',
    last_name: 'Ruiz',
    dob: '1990-01-31',
    coverage_start: '2026-01-01',
    cohort_id: 'C1',
    ...overrides,
  };
}

function issuesOf(raw: RawRosterRow) {
  const result = schema.safeParse(raw);
  return result.success ? [] : feedIssuesOf(result.error);
}

describe('the roster row schema', () => {
  it('turns a good line into the roster record', () => {
    expect(schema.parse(row())).toMatchObject({ clientMemberId: 'A-1', medicalContractCode: 'UNK', coverageEnd: null });
  });

  it('names the column and the code of every reason', () => {
    expect(issuesOf(row({ client_member_id: '', dob: '1990-02-30', street1: '1 A St', city: 'X', zip: '97209' }))).toEqual([
      {
        column: 'client_member_id',
        code: 'REQUIRED',
        message: 'client_member_id must be 1-64 letters, digits, dots, dashes or underscores',
      },
      { column: 'dob', code: 'INVALID_FORMAT', message: "dob '1990-02-30' is not a date (YYYY-MM-DD)" },
      { column: 'state', code: 'INCONSISTENT', message: 'address needs street1, city, state and zip together' },
    ]);
  });

  it('refuses a cohort the client does not have, once the rest of the line is good', () => {
    expect(issuesOf(row({ cohort_id: 'C9' }))).toEqual([
      { column: 'cohort_id', code: 'UNKNOWN_REFERENCE', message: "cohort_id 'C9' is not a cohort of MESA" },
    ]);
  });
});

describe('feed issues from any zod schema', () => {
  it("gives zod's own refusals a column and a feed code", () => {
    const amounts = rawFeedRowSchema(['member', 'amount']).pipe(z.object({ member: z.string().min(1), amount: z.string().regex(/^\d+$/) }));
    const result = amounts.safeParse({ member: '', amount: 'ten' });
    expect(result.success).toBe(false);
    expect(!result.success && feedIssuesOf(result.error).map(({ column, code }) => ({ column, code }))).toEqual([
      { column: 'member', code: 'INVALID_FORMAT' },
      { column: 'amount', code: 'INVALID_FORMAT' },
    ]);
    expect(feedIssuesOf(rawFeedRowSchema(['member']).safeParse({}).error!)).toEqual([
      expect.objectContaining({ column: 'member', code: 'REQUIRED' }),
    ]);
  });
});
