import { describe, expect, it } from 'vitest';
import { journeyLines } from './journey-lines';

const format = { date: (date: string) => `d:${date}`, amount: (amount: number) => `a:${amount}` };

describe('an earning journey in words', () => {
  it('names every step with its date, amount, source and reason', () => {
    const lines = journeyLines(
      [
        { step: 'DONE', date: '2026-03-02' },
        { step: 'VERIFIED', date: '2026-04-10', source: 'CLAIM' },
        { step: 'ISSUED', date: '2026-04-10', amount: 5000 },
        { step: 'NOT_ISSUED', date: '2026-04-10', amount: 250, reason: 'PERIOD_MAXIMUM' },
        { step: 'EXPIRING', date: '2027-04-10', amount: 5000 },
      ],
      format,
    );
    expect(lines.map((line) => [line.key, line.values, line.terms, line.reached])).toEqual([
      ['journey.done', { date: 'd:2026-03-02' }, {}, true],
      ['journey.verified', { date: 'd:2026-04-10' }, { source: 'journey.sources.CLAIM' }, true],
      ['journey.issued', { date: 'd:2026-04-10', amount: 'a:5000' }, {}, true],
      ['journey.notIssued', { amount: 'a:250' }, { why: 'journey.why.PERIOD_MAXIMUM' }, true],
      ['journey.expiring', { date: 'd:2027-04-10', amount: 'a:5000' }, {}, false],
    ]);
  });

  it('says by when the plan data is expected and why, as a step still ahead', () => {
    const [waiting] = journeyLines([{ step: 'WAITING_FOR_PLAN_DATA', date: null, expectedBy: '2026-05-01', reason: 'CLAIMS_LAG' }], format);
    expect(waiting).toEqual({
      step: 'WAITING_FOR_PLAN_DATA',
      key: 'journey.waitingUntil',
      values: { date: 'd:2026-05-01' },
      terms: { why: 'journey.why.CLAIMS_LAG' },
      reached: false,
    });
  });

  it('waits without a date when none is expected', () => {
    const [waiting] = journeyLines([{ step: 'WAITING_FOR_PLAN_DATA', date: null }], format);
    expect(waiting!.key).toBe('journey.waiting');
    expect(waiting!.values).toEqual({});
  });

  it('tells a refused questionnaire and an expired reward apart from an issued one', () => {
    const lines = journeyLines(
      [
        { step: 'NOT_ISSUED', date: '2026-02-01', amount: 0, reason: 'REFUSED' },
        { step: 'EXPIRED', date: '2026-02-02', amount: 300 },
      ],
      format,
    );
    expect(lines[0]!.terms).toEqual({ why: 'journey.why.REFUSED' });
    expect([lines[1]!.key, lines[1]!.reached]).toEqual(['journey.expired', true]);
  });
});
