import { describe, expect, it } from 'vitest';
import { enabledQuestions, isQuestionEligible, isQuestionEnabled, isQuestionOpen } from './eligibility';
import { answersOf, choice, group, ruleQuestion } from './test-fixtures/rule-questions';

const nobody = { age: null, gender: null };

describe('isQuestionOpen', () => {
  const limited = ruleQuestion({ id: 'q', minAge: 18, maxAge: 64, gender: 'F' });

  it('opens within minAge..maxAge, both ends included', () => {
    expect(isQuestionOpen(limited, { age: 18, gender: 'F' })).toBe(true);
    expect(isQuestionOpen(limited, { age: 64, gender: 'F' })).toBe(true);
    expect(isQuestionOpen(limited, { age: 17, gender: 'F' })).toBe(false);
    expect(isQuestionOpen(limited, { age: 65, gender: 'F' })).toBe(false);
  });

  it("compares only the first letter of the member's gender, in any case", () => {
    expect(isQuestionOpen(limited, { age: 30, gender: 'female' })).toBe(true);
    expect(isQuestionOpen(limited, { age: 30, gender: 'Male' })).toBe(false);
  });

  it('leaves a question open when the roster does not say the age or gender', () => {
    expect(isQuestionOpen(limited, nobody)).toBe(true);
  });
});

describe('isQuestionEnabled', () => {
  const smoke = choice('smoke', { yes: 1, no: 0 });
  const on = (operator: '=' | '!=' | '>' | '<' | '>=' | '<=' | 'exists', answer: string, questionId = 'smoke') =>
    ruleQuestion({ id: 'q', otherSelectors: [{ questionId, operator, answer }] });
  const groups = [group('g', [smoke])];

  it('compares codes with = and !=; != needs an answer none of whose values is equal', () => {
    expect(isQuestionEnabled(on('=', 'yes'), answersOf({ smoke: ['yes'] }), groups)).toBe(true);
    expect(isQuestionEnabled(on('=', 'yes'), answersOf({ smoke: ['no'] }), groups)).toBe(false);
    expect(isQuestionEnabled(on('!=', 'yes'), answersOf({ smoke: ['no'] }), groups)).toBe(true);
    expect(isQuestionEnabled(on('!=', 'yes'), answersOf({ smoke: ['no', 'yes'] }), groups)).toBe(false);
    expect(isQuestionEnabled(on('!=', 'yes'), answersOf({}), groups)).toBe(false);
  });

  it('holds = when any value of a checkbox answer matches', () => {
    expect(isQuestionEnabled(on('=', 'tea', 'drinks'), answersOf({ drinks: ['water', 'tea'] }), groups)).toBe(true);
  });

  it('compares numbers as numbers, not as text', () => {
    expect(isQuestionEnabled(on('>', '9', 'n'), answersOf({ n: ['10'] }), groups)).toBe(true);
    expect(isQuestionEnabled(on('<', '9', 'n'), answersOf({ n: ['10'] }), groups)).toBe(false);
    expect(isQuestionEnabled(on('>=', '10', 'n'), answersOf({ n: ['10'] }), groups)).toBe(true);
    expect(isQuestionEnabled(on('<=', '9.5', 'n'), answersOf({ n: ['9.5'] }), groups)).toBe(true);
    expect(isQuestionEnabled(on('=', '2', 'n'), answersOf({ n: ['2.0'] }), groups)).toBe(true);
  });

  it('compares dates in calendar order', () => {
    expect(isQuestionEnabled(on('<', '2026-01-01', 'd'), answersOf({ d: ['2025-12-31'] }), groups)).toBe(true);
    expect(isQuestionEnabled(on('>', '2026-01-01', 'd'), answersOf({ d: ['2025-12-31'] }), groups)).toBe(false);
  });

  it('reads exists true and false, and refuses ordering on words', () => {
    expect(isQuestionEnabled(on('exists', 'true'), answersOf({ smoke: ['no'] }), groups)).toBe(true);
    expect(isQuestionEnabled(on('exists', 'false'), answersOf({}), groups)).toBe(true);
    expect(isQuestionEnabled(on('exists', 'false'), answersOf({ smoke: ['no'] }), groups)).toBe(false);
    expect(isQuestionEnabled(on('exists', 'true'), answersOf({ smoke: ['  '] }), groups)).toBe(false);
    expect(isQuestionEnabled(on('>', 'apple', 'w'), answersOf({ w: ['pear'] }), groups)).toBe(false);
  });

  it('needs all conditions with enableBehavior all, one with any', () => {
    const otherSelectors = [
      { questionId: 'a', operator: '=' as const, answer: 'yes' },
      { questionId: 'b', operator: '=' as const, answer: 'yes' },
    ];
    const answers = answersOf({ a: ['yes'], b: ['no'] });
    expect(isQuestionEnabled(ruleQuestion({ id: 'q', otherSelectors, enableBehavior: 'all' }), answers, groups)).toBe(false);
    expect(isQuestionEnabled(ruleQuestion({ id: 'q', otherSelectors, enableBehavior: 'any' }), answers, groups)).toBe(true);
  });

  describe('a score threshold (PHQ-2 opening PHQ-9 at 3)', () => {
    const interest = choice('interest', { none: 0, some: 1, most: 2, daily: 3 });
    const mood = choice('mood', { none: 0, some: 1, most: 2, daily: 3 });
    const minutes = ruleQuestion({ id: 'minutes', numeric: { integer: true, min: null, max: null, unit: null } });
    const phq9 = ruleQuestion({ id: 'phq9', enableWhenScore: { score: 'phq2', items: ['interest', 'mood'], min: 3 } });
    const phqGroups = [group('phq', [interest, mood, minutes, phq9])];

    it('opens once the summed weights reach min, not before', () => {
      expect(isQuestionEnabled(phq9, answersOf({ interest: ['some'], mood: ['some'] }), phqGroups)).toBe(false);
      expect(isQuestionEnabled(phq9, answersOf({ interest: ['some'], mood: ['most'] }), phqGroups)).toBe(true);
      expect(isQuestionEnabled(phq9, answersOf({ interest: ['daily'] }), phqGroups)).toBe(true);
    });

    it("counts a whole-number answer's value", () => {
      const onMinutes = ruleQuestion({ id: 'q', enableWhenScore: { score: 's', items: ['minutes'], min: 30 } });
      expect(isQuestionEnabled(onMinutes, answersOf({ minutes: ['30'] }), phqGroups)).toBe(true);
      expect(isQuestionEnabled(onMinutes, answersOf({ minutes: ['29'] }), phqGroups)).toBe(false);
    });

    it('needs its conditions as well as its threshold', () => {
      const both = ruleQuestion({
        id: 'q',
        otherSelectors: [{ questionId: 'minutes', operator: 'exists', answer: 'true' }],
        enableWhenScore: { score: 'phq2', items: ['interest', 'mood'], min: 3 },
      });
      expect(isQuestionEnabled(both, answersOf({ interest: ['daily'] }), phqGroups)).toBe(false);
      expect(isQuestionEnabled(both, answersOf({ interest: ['daily'], minutes: ['5'] }), phqGroups)).toBe(true);
    });
  });
});

describe('isQuestionEligible (spec 001 section 4)', () => {
  const smoke = choice('smoke', { yes: 1, no: 0 });
  const amount = ruleQuestion({ id: 'amount', minAge: 18, otherSelectors: [{ questionId: 'smoke', operator: '=', answer: 'yes' }] });
  const groups = [group('g', [smoke, amount])];
  const adult = { age: 40, gender: 'M' };

  it('is eligible when unanswered, open by age and its prior answer given', () => {
    expect(isQuestionEligible(amount, adult, answersOf({ smoke: ['yes'] }), groups)).toBe(true);
  });

  it('is not eligible once answered', () => {
    expect(isQuestionEligible(amount, adult, answersOf({ smoke: ['yes'], amount: ['5'] }), groups)).toBe(false);
  });

  it('is not eligible below its age', () => {
    expect(isQuestionEligible(amount, { age: 17, gender: 'M' }, answersOf({ smoke: ['yes'] }), groups)).toBe(false);
  });

  it('is not eligible without its prior answer', () => {
    expect(isQuestionEligible(amount, adult, answersOf({ smoke: ['no'] }), groups)).toBe(false);
  });
});

describe('enabledQuestions', () => {
  it('closes, in one pass, a question hanging on one that a changed answer closed', () => {
    const smoke = choice('smoke', { yes: 1, no: 0 });
    const amount = choice('amount', { little: 1, lot: 2 }, { otherSelectors: [{ questionId: 'smoke', operator: '=', answer: 'yes' }] });
    const quit = ruleQuestion({ id: 'quit', otherSelectors: [{ questionId: 'amount', operator: '=', answer: 'lot' }] });
    const young = ruleQuestion({ id: 'young', maxAge: 20 });
    const groups = [group('a', [smoke, amount]), group('b', [quit, young])];
    const ids = (answers: Record<string, string[]>) =>
      enabledQuestions(groups, { age: 40, gender: null }, answersOf(answers)).map((q) => q.id);
    expect(ids({ smoke: ['yes'], amount: ['lot'] })).toEqual(['smoke', 'amount', 'quit']);
    expect(ids({ smoke: ['no'], amount: ['lot'] })).toEqual(['smoke']);
  });
});
