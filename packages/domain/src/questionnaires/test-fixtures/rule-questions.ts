import type { AnswerMap } from '../definition';
import type { RuleGroup, RuleQuestion } from '../eligibility';

/** A question with nothing special about it, for rules tested one field at a time. */
export function ruleQuestion(overrides: Partial<RuleQuestion> & Pick<RuleQuestion, 'id'>): RuleQuestion {
  return {
    type: 'TEXTBOX',
    optional: false,
    minAge: null,
    maxAge: null,
    gender: null,
    otherSelectors: [],
    enableBehavior: 'all',
    enableWhenScore: null,
    directIncentive: false,
    crisisSupport: false,
    answerOptions: [],
    numeric: null,
    scale: null,
    ...overrides,
  };
}

export const choice = (id: string, codes: Record<string, number | null>, overrides: Partial<RuleQuestion> = {}): RuleQuestion =>
  ruleQuestion({
    id,
    type: 'RADIO_BUTTONS',
    answerOptions: Object.entries(codes).map(([code, weight]) => ({ code, weight, active: true })),
    ...overrides,
  });

export const group = (id: string, questions: readonly RuleQuestion[]): RuleGroup => ({ id, questions });

export const answersOf = (entries: Record<string, readonly string[]>): AnswerMap => new Map(Object.entries(entries));
