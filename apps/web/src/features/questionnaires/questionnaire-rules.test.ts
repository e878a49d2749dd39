import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { questionNumbers } from './answers';
import { scaleStep } from './components/linear-scale-field';
import { leavePathOf, resultsPathOf, typeSwitchedOn } from './questionnaire-paths';
import { crisisRaised, pageAnswers } from './rules';
import { readSurveyLink, surveyLinkFailure } from './survey-link';
import { aboutYou, extras, mood, questionnaire } from './test/questionnaire-fixtures';

const groups = [aboutYou, extras, mood];

describe('question numbers', () => {
  it('count required questions over the whole questionnaire, and optional ones only under numbersOnOptional', () => {
    const settings = questionnaire().settings;
    expect([...questionNumbers({ groups, settings })]).toEqual([
      ['health', 1],
      ['body_weight', 2],
      ['energy', 3],
      ['harm', 4],
    ]);
    const all = questionNumbers({ groups, settings: { ...settings, numbersOnOptional: true } });
    expect(all.get('why')).toBe(3);
    expect(all.get('checkup')).toBe(9);
    expect(questionNumbers({ groups, settings: { ...settings, numberedQuestions: false } }).size).toBe(0);
  });
});

describe("a page's save", () => {
  it('clears what is left blank and what the answers now close, on this page or an earlier one', () => {
    const answers = new Map([['health', ['GOOD']]]);
    const saved = new Map([
      ['why', ['Back pain']],
      ['gone', ['an answer to a question no longer in the questionnaire']],
    ]);
    expect(pageAnswers(aboutYou, groups, answers, saved)).toEqual([
      { questionId: 'health', values: ['GOOD'] },
      { questionId: 'body_weight', values: [] },
      { questionId: 'why', values: [] },
    ]);
    expect(pageAnswers(extras, groups, answers, saved)).toEqual([
      { questionId: 'notes', values: [] },
      { questionId: 'sports', values: [] },
      { questionId: 'why', values: [] },
    ]);
  });
});

describe('the crisis line', () => {
  it('is raised by a crisis-support answer weighing above zero, and only by that', () => {
    expect(crisisRaised(groups, new Map([['harm', ['SEVERAL_DAYS']]]))).toBe(true);
    expect(crisisRaised(groups, new Map([['harm', ['NOT_AT_ALL']]]))).toBe(false);
    // Poor health weighs 2, but the question is not a crisis-support one.
    expect(crisisRaised(groups, new Map([['health', ['POOR']]]))).toBe(false);
  });
});

describe("the linear scale's arrow keys", () => {
  it('step within the ends, start from an end when nothing is chosen, and swap left and right in right-to-left', () => {
    expect(scaleStep('ArrowRight', 3, 1, 5, false)).toBe(4);
    expect(scaleStep('ArrowDown', 3, 1, 5, false)).toBe(4);
    expect(scaleStep('ArrowLeft', 3, 1, 5, false)).toBe(2);
    expect(scaleStep('ArrowUp', 3, 1, 5, false)).toBe(2);
    expect(scaleStep('ArrowRight', 3, 1, 5, true)).toBe(2);
    expect(scaleStep('ArrowDown', 3, 1, 5, true)).toBe(4);
    expect(scaleStep('ArrowRight', 5, 1, 5, false)).toBeNull();
    expect(scaleStep('ArrowLeft', 1, 1, 5, false)).toBeNull();
    expect(scaleStep('ArrowRight', null, 1, 5, false)).toBe(1);
    expect(scaleStep('ArrowLeft', null, 1, 5, false)).toBe(5);
    expect(scaleStep('Enter', 3, 1, 5, false)).toBeNull();
  });
});

describe('a survey link', () => {
  it('needs every part, each well formed', () => {
    expect(readSurveyLink(new URLSearchParams('m=41&sid=3&rid=900&sig=abc.DEF_9'))).toEqual({
      memberId: 41,
      surveyId: 3,
      responseId: 900,
      signature: 'abc.DEF_9',
    });
    for (const query of [
      'sid=3&rid=900&sig=x',
      'm=41&sid=3&rid=900',
      'm=0&sid=3&rid=900&sig=x',
      'm=41&sid=3a&rid=900&sig=x',
      'm=41&sid=3&rid=900&sig=a b',
    ])
      expect(readSurveyLink(new URLSearchParams(query)), query).toBeNull();
  });

  it("reads the server's refusals as the page's states, and nothing else", () => {
    expect(surveyLinkFailure(new ApiError(404, 'SURVEY_LINK_INVALID', ''))).toBe('INVALID');
    expect(surveyLinkFailure(new ApiError(410, 'SURVEY_CLOSED', ''))).toBe('CLOSED');
    expect(surveyLinkFailure(new ApiError(409, 'SURVEY_ALREADY_COMPLETED', ''))).toBe('COMPLETED');
    expect(surveyLinkFailure(new ApiError(500, 'INTERNAL_ERROR', ''))).toBeNull();
  });
});

describe('where a questionnaire leads', () => {
  it("shows the HRA's results on its own page and a survey's on its health action's", () => {
    expect(resultsPathOf({ type: 'HRA', healthActionId: 101 })).toBe('/health-actions/hra/results');
    expect(resultsPathOf({ type: 'MOCK_CAHPS', healthActionId: 205 })).toBe('/health-actions/205/results');
    expect(resultsPathOf({ type: 'FTE', healthActionId: null })).toBeNull();
    expect(leavePathOf({ type: 'FTE', healthActionId: null })).toBe('/');
    expect(leavePathOf({ type: 'SNS', healthActionId: 9 })).toBe('/health-actions');
  });

  it('needs the feature flag of a type that has one', () => {
    expect(typeSwitchedOn('HRA', [])).toBe(false);
    expect(typeSwitchedOn('HRA', ['HRA'])).toBe(true);
    expect(typeSwitchedOn('SNS', [])).toBe(true);
  });
});
