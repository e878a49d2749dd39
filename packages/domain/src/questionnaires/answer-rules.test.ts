import { MAX_TEXT_ANSWER_LENGTH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  canSkipGroup,
  checkAnswer,
  groupProblems,
  pruneDisabledAnswers,
  requiredDirectIncentiveQuestions,
  unansweredRequired,
} from './answer-rules';
import { answersOf, choice, group, ruleQuestion } from './test-fixtures/rule-questions';

describe('checkAnswer', () => {
  const radio = ruleQuestion({
    id: 'r',
    type: 'RADIO_BUTTONS',
    answerOptions: [
      { code: 'yes', weight: 1, active: true },
      { code: 'no', weight: 0, active: true },
      { code: 'old', weight: 0, active: false },
    ],
  });
  const boxes = { ...radio, type: 'CHECKBOXES' as const };
  const feet = ruleQuestion({ id: 'f', numeric: { integer: true, min: 3, max: 8, unit: 'ft' } });
  const pounds = ruleQuestion({ id: 'p', numeric: { integer: false, min: 50, max: 700, unit: null } });
  const scale = ruleQuestion({ id: 's', type: 'LINEAR_SCALE', scale: { min: 0, max: 10 } });
  const date = ruleQuestion({ id: 'd', type: 'DATE_FIELD' });
  const words = ruleQuestion({ id: 'w', type: 'TEXTAREA' });

  it('accepts an empty list: it clears the answer', () => {
    expect(checkAnswer(radio, [])).toBeNull();
  });

  it('accepts an offered option and refuses an unknown or inactive one', () => {
    expect(checkAnswer(radio, ['yes'])).toBeNull();
    expect(checkAnswer(radio, ['maybe'])).toBe('NOT_AN_OPTION');
    expect(checkAnswer(radio, ['old'])).toBe('NOT_AN_OPTION');
  });

  it('takes one choice on radio buttons and several, each once, on checkboxes', () => {
    expect(checkAnswer(radio, ['yes', 'no'])).toBe('ONE_ANSWER_ONLY');
    expect(checkAnswer(boxes, ['yes', 'no'])).toBeNull();
    expect(checkAnswer(boxes, ['yes', 'yes'])).toBe('REPEATED_OPTION');
  });

  it('takes one value for anything but checkboxes', () => {
    expect(checkAnswer(words, ['a', 'b'])).toBe('ONE_ANSWER_ONLY');
  });

  it('checks a number box: a number, whole when asked, within its ends inclusive', () => {
    expect(checkAnswer(feet, ['five'])).toBe('NOT_A_NUMBER');
    expect(checkAnswer(feet, ['1e1'])).toBe('NOT_A_NUMBER');
    expect(checkAnswer(feet, ['5.5'])).toBe('NOT_A_WHOLE_NUMBER');
    expect(checkAnswer(feet, ['3'])).toBeNull();
    expect(checkAnswer(feet, ['8'])).toBeNull();
    expect(checkAnswer(feet, ['2'])).toBe('BELOW_MINIMUM');
    expect(checkAnswer(feet, ['9'])).toBe('ABOVE_MAXIMUM');
    expect(checkAnswer(pounds, ['150.5'])).toBeNull();
  });

  it("checks a linear scale's whole steps and ends", () => {
    expect(checkAnswer(scale, ['0'])).toBeNull();
    expect(checkAnswer(scale, ['10'])).toBeNull();
    expect(checkAnswer(scale, ['11'])).toBe('ABOVE_MAXIMUM');
    expect(checkAnswer(scale, ['-1'])).toBe('BELOW_MINIMUM');
    expect(checkAnswer(scale, ['2.5'])).toBe('NOT_A_WHOLE_NUMBER');
  });

  it('takes a calendar date, not after today when today is given', () => {
    expect(checkAnswer(date, ['2026-02-30'])).toBe('NOT_A_DATE');
    expect(checkAnswer(date, ['03/01/2026'])).toBe('NOT_A_DATE');
    expect(checkAnswer(date, ['2026-03-01'], '2026-03-01')).toBeNull();
    expect(checkAnswer(date, ['2026-03-02'], '2026-03-01')).toBe('DATE_IN_FUTURE');
  });

  it('refuses text longer than the contract allows', () => {
    expect(checkAnswer(words, ['x'.repeat(MAX_TEXT_ANSWER_LENGTH)])).toBeNull();
    expect(checkAnswer(words, ['x'.repeat(MAX_TEXT_ANSWER_LENGTH + 1)])).toBe('TOO_LONG');
  });
});

describe('group rules (spec 001 section 5)', () => {
  const name = ruleQuestion({ id: 'name' });
  const note = ruleQuestion({ id: 'note', optional: true });
  const smoke = choice('smoke', { yes: 1, no: 0 });
  const amount = ruleQuestion({ id: 'amount', otherSelectors: [{ questionId: 'smoke', operator: '=', answer: 'yes' }] });
  const required = group('required', [name, note]);
  const optional = group('optional', [note]);
  const habits = group('habits', [smoke, amount]);
  const groups = [required, optional, habits];
  const member = { age: 40, gender: 'F' };

  it('marks a required, enabled, unanswered question and the group without any answer', () => {
    expect(groupProblems(required, member, answersOf({}), groups)).toEqual({
      questions: [{ questionId: 'name', code: 'REQUIRED' }],
      group: 'SELECT_AN_ANSWER',
    });
  });

  it('drops the group problem once any question has an answer', () => {
    expect(groupProblems(required, member, answersOf({ note: ['hello'] }), groups)).toEqual({
      questions: [{ questionId: 'name', code: 'REQUIRED' }],
      group: null,
    });
  });

  it('does not ask for a disabled question', () => {
    expect(groupProblems(habits, member, answersOf({ smoke: ['no'] }), groups).questions).toEqual([]);
    expect(groupProblems(habits, member, answersOf({ smoke: ['yes'] }), groups).questions).toEqual([
      { questionId: 'amount', code: 'REQUIRED' },
    ]);
  });

  it('lets a group of optional questions be skipped, with no problem', () => {
    expect(canSkipGroup(optional)).toBe(true);
    expect(canSkipGroup(required)).toBe(false);
    expect(groupProblems(optional, member, answersOf({}), groups)).toEqual({ questions: [], group: null });
  });

  it('lists direct-incentive questions that are not optional as required', () => {
    const earns = ruleQuestion({ id: 'earns', directIncentive: true });
    const earnsOptional = ruleQuestion({ id: 'earns-optional', directIncentive: true, optional: true });
    expect(requiredDirectIncentiveQuestions([group('g', [earns, earnsOptional, name])]).map((q) => q.id)).toEqual(['earns']);
  });

  it('names the required questions open to the member and unanswered, for finish', () => {
    expect(unansweredRequired(groups, member, answersOf({ smoke: ['yes'] }))).toEqual(['name', 'amount']);
    expect(unansweredRequired(groups, member, answersOf({ smoke: ['no'], name: ['Ana'] }))).toEqual([]);
    const adultsOnly = group('adults', [ruleQuestion({ id: 'adult', minAge: 18 })]);
    expect(unansweredRequired([adultsOnly], { age: 12, gender: null }, answersOf({}))).toEqual([]);
  });

  it('drops the answer to a question closed by a changed answer', () => {
    const pruned = pruneDisabledAnswers(groups, member, answersOf({ smoke: ['no'], amount: ['5'], name: ['Ana'], ghost: ['x'] }));
    expect([...pruned.entries()]).toEqual([
      ['name', ['Ana']],
      ['smoke', ['no']],
    ]);
  });
});
