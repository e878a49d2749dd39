import { describe, expect, it } from 'vitest';
import { backFillIssueFields, checkBackFill } from './back-fill-check';

const TODAY = '2026-03-02';

describe('a back-fill of missed days', () => {
  it('passes days of the history window, the first and the last included', () => {
    expect(
      checkBackFill(
        'steps',
        [
          { date: '2026-02-01', value: 4_000 },
          { date: TODAY, value: '5000' },
        ],
        TODAY,
      ),
    ).toEqual([]);
  });

  it('refuses the day before the window and a day after the plan’s today', () => {
    const issues = checkBackFill(
      'steps',
      [
        { date: '2026-01-31', value: 4_000 },
        { date: '2026-03-03', value: 4_000 },
      ],
      TODAY,
    );
    expect(issues).toEqual([
      { index: 0, field: 'date', code: 'validation.outsideHistory' },
      { index: 1, field: 'date', code: 'validation.maxValueToday' },
    ]);
  });

  it('refuses a day listed twice, naming the second', () => {
    const issues = checkBackFill(
      'weight',
      [
        { date: '2026-02-20', value: 170 },
        { date: '2026-02-21', value: 171 },
        { date: '2026-02-20', value: 172 },
      ],
      TODAY,
    );
    expect(issues).toEqual([{ index: 2, field: 'date', code: 'validation.duplicateDate' }]);
  });

  it('checks each day by the single entry’s rules and names the fields by their place', () => {
    const issues = checkBackFill(
      'bloodPressure',
      [
        { date: '2026-02-20', value: 120, diastolic: 80 },
        { date: '2026-02-21', value: 120, diastolic: 130 },
        { date: '2026-02-22', value: 20, diastolic: 80 },
      ],
      TODAY,
    );
    expect(backFillIssueFields(issues)).toEqual({
      fields: { 'entries.1.diastolic': 'validation.diastolicBelowSystolic', 'entries.2.value': 'validation.outOfRange' },
      details: { 'entries.2.value.min': '60', 'entries.2.value.max': '260' },
    });
  });
});
