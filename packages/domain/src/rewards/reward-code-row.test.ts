import { describe, expect, it } from 'vitest';
import { checkRewardCodeRow, rewardCodeRowSchema, type RawRewardCodeRow } from './reward-code-row';

const row = (overrides: Partial<RawRewardCodeRow> = {}): RawRewardCodeRow => ({
  order_id: '17',
  line_number: '1',
  code: 'GIFT-1234-ABCD',
  pin: '',
  expires_on: '',
  ...overrides,
});

const columnsOf = (result: ReturnType<typeof checkRewardCodeRow>) => (result.ok ? [] : result.issues.map((issue) => issue.column));

describe('a reward-codes line', () => {
  it('reads a good line, a blank PIN and expiry as null', () => {
    expect(checkRewardCodeRow(row({ code: ' GIFT-1 ' }))).toEqual({
      ok: true,
      record: { orderId: 17, lineNumber: 1, code: 'GIFT-1', pin: null, expiresOn: null },
    });
    expect(checkRewardCodeRow(row({ pin: '4321', expires_on: '2027-12-31' }))).toMatchObject({
      ok: true,
      record: { pin: '4321', expiresOn: '2027-12-31' },
    });
  });

  it('refuses an order or line number that is not a whole positive number', () => {
    for (const value of ['', 'abc', '0', '-3', '1.5', '99999999999']) {
      expect(columnsOf(checkRewardCodeRow(row({ order_id: value })))).toEqual(['order_id']);
      expect(columnsOf(checkRewardCodeRow(row({ line_number: value })))).toEqual(['line_number']);
    }
  });

  it('needs a code; a code or PIN with spaces, unprintable characters or too long is refused without repeating it', () => {
    expect(checkRewardCodeRow(row({ code: '' }))).toMatchObject({ ok: false, issues: [{ column: 'code', code: 'REQUIRED' }] });
    const spaced = checkRewardCodeRow(row({ code: 'SECRET 99' }));
    expect(spaced).toMatchObject({ ok: false, issues: [{ column: 'code', code: 'INVALID_FORMAT' }] });
    expect(JSON.stringify(spaced)).not.toContain('SECRET');
    expect(checkRewardCodeRow(row({ pin: '12\u000734' }))).toMatchObject({
      ok: false,
      issues: [{ column: 'pin', code: 'INVALID_FORMAT' }],
    });
    expect(checkRewardCodeRow(row({ code: 'X'.repeat(101) }))).toMatchObject({
      ok: false,
      issues: [{ column: 'code', code: 'OUT_OF_RANGE' }],
    });
  });

  it('refuses an expiry that is not a date', () => {
    expect(checkRewardCodeRow(row({ expires_on: '2027-02-30' }))).toMatchObject({
      ok: false,
      issues: [{ column: 'expires_on', code: 'INVALID_FORMAT' }],
    });
  });

  it('reports every bad column of a line through the schema', () => {
    const parsed = rewardCodeRowSchema().safeParse(row({ order_id: 'x', code: '' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['order_id', 'code']);
  });
});
