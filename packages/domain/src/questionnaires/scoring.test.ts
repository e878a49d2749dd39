import { describe, expect, it } from 'vitest';
import type { QuestionnaireMember, ScoreBand } from './definition';
import { parseQuestionnaireDocument } from './fhir-questionnaire';
import {
  bandsFor,
  bloodPressureCategory,
  bodyMassIndex,
  crisisSupportRaised,
  healthRisks,
  matchBand,
  scoreAnswers,
  type ScoreOutcome,
} from './scoring';
import { healthCheckDocument } from './test-fixtures/health-check';
import { answersOf } from './test-fixtures/rule-questions';

const parsed = parseQuestionnaireDocument(healthCheckDocument());
if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
const definition = parsed.definition;
const man = { age: 40, gender: 'M' };
const woman = { age: 40, gender: 'Female' };

const scoreOf = (code: string, answers: Record<string, string[]>, member: QuestionnaireMember = man) =>
  scoreAnswers(definition, member, answersOf(answers)).find((outcome) => outcome.code === code);

describe('blood pressure (spec 001 section 9)', () => {
  it('is normal below 120 and 80', () => {
    expect(bloodPressureCategory(119, 79)).toBe(0);
  });

  it('is between at 120 systolic or 80 diastolic', () => {
    expect(bloodPressureCategory(120, 70)).toBe(1);
    expect(bloodPressureCategory(110, 80)).toBe(1);
    expect(bloodPressureCategory(139, 89)).toBe(1);
  });

  it('is high at 140 systolic or 90 diastolic', () => {
    expect(bloodPressureCategory(140, 70)).toBe(2);
    expect(bloodPressureCategory(110, 90)).toBe(2);
  });

  it('bands the category: [0,1) NORMAL, [1,2) ELEVATED, [2,-) HIGH', () => {
    expect(scoreOf('pressure', { systolic: ['119'], diastolic: ['79'] })).toMatchObject({ value: 0, band: 'NORMAL', level: 'LOW' });
    expect(scoreOf('pressure', { systolic: ['120'], diastolic: ['79'] })).toMatchObject({ value: 1, band: 'ELEVATED', level: 'MODERATE' });
    expect(scoreOf('pressure', { systolic: ['120'], diastolic: ['90'] })).toMatchObject({ value: 2, band: 'HIGH', level: 'HIGH' });
  });

  it('has no value while one reading is missing', () => {
    expect(scoreOf('pressure', { systolic: ['120'] })).toMatchObject({ value: null, band: null, level: null, risk: 'BLOOD_PRESSURE' });
  });
});

describe('body mass index', () => {
  it('is 703 x pounds / inches squared, to one decimal', () => {
    expect(bodyMassIndex(5, 10, 160)).toBe(23);
    expect(bodyMassIndex(5, 4, 150)).toBe(25.7);
    expect(bodyMassIndex(0, 0, 150)).toBeNull();
  });

  it('bands at the edges: 18.5 is healthy, 25 overweight, 30 obese', () => {
    const bands = definition.scores.find((score) => score.code === 'bmi')?.bands ?? [];
    expect(matchBand(bands, 18.4)?.code).toBe('UNDERWEIGHT');
    expect(matchBand(bands, 18.5)?.code).toBe('HEALTHY');
    expect(matchBand(bands, 24.9)?.code).toBe('HEALTHY');
    expect(matchBand(bands, 25)?.code).toBe('OVERWEIGHT');
    expect(matchBand(bands, 30)?.code).toBe('OBESE');
  });

  it('scores from feet, inches and pounds', () => {
    expect(scoreOf('bmi', { feet: ['5'], inches: ['10'], pounds: ['160'] })).toEqual({
      code: 'bmi',
      kind: 'bmi',
      value: 23,
      band: 'HEALTHY',
      level: 'LOW',
      risk: 'WEIGHT',
    });
  });
});

describe('sum scores and their bands', () => {
  it('sums the weights of the answered items', () => {
    expect(scoreOf('smoking', { smoke: ['yes'], amount: ['lot'] })).toMatchObject({ value: 3, band: 'HEAVY', level: 'HIGH' });
    expect(scoreOf('smoking', { smoke: ['yes'], amount: ['little'] })).toMatchObject({ value: 2, band: 'SOME', level: 'MODERATE' });
  });

  it('leaves out an item the member was not shown, and waits for one that was', () => {
    expect(scoreOf('smoking', { smoke: ['no'] })).toMatchObject({ value: 0, band: 'NONE' });
    expect(scoreOf('smoking', { smoke: ['yes'] })).toMatchObject({ value: null });
    expect(scoreOf('smoking', { smoke: ['no'], amount: ['lot'] })).toMatchObject({ value: 0 });
  });

  it('has no value when none of its items is open to the member (the habits group starts at 18)', () => {
    expect(scoreOf('smoking', { smoke: ['yes'], amount: ['lot'] }, { age: 16, gender: 'M' })).toMatchObject({ value: null });
  });

  it("uses the bands of the member's gender when there are any, otherwise those without one", () => {
    expect(scoreOf('smoking', { smoke: ['yes'], amount: ['little'] }, woman)).toMatchObject({ value: 2, band: 'HEAVY_F', level: 'HIGH' });
    expect(scoreOf('smoking', { smoke: ['yes'], amount: ['little'] }, { age: 40, gender: null })).toMatchObject({ band: 'SOME' });
  });

  it('chooses bands by first letter only', () => {
    const bands: ScoreBand[] = [
      { min: 0, max: null, level: 'LOW', code: 'ANY', gender: null },
      { min: 0, max: null, level: 'HIGH', code: 'MEN', gender: 'Male' },
    ];
    expect(bandsFor({ bands }, { age: null, gender: 'm' }).map((band) => band.code)).toEqual(['MEN']);
    expect(bandsFor({ bands }, { age: null, gender: 'F' }).map((band) => band.code)).toEqual(['ANY']);
  });
});

describe('top-box', () => {
  it('is the whole percent of items at or above the top weight', () => {
    expect(scoreOf('good-mood', { mood: ['8'] })).toMatchObject({ value: 100, band: null, level: null, risk: null });
    expect(scoreOf('good-mood', { mood: ['7'] })).toMatchObject({ value: 0 });
  });
});

describe('healthRisks', () => {
  const outcome = (code: string, level: ScoreOutcome['level'], risk: ScoreOutcome['risk'] = 'SLEEP'): ScoreOutcome => ({
    code,
    kind: 'sum',
    value: level === null ? null : 1,
    band: level,
    level,
    risk,
  });

  it('is HIGH when any risk is high, and lists the highest first', () => {
    const risks = healthRisks([outcome('a', 'LOW'), outcome('b', 'HIGH'), outcome('c', 'MODERATE')]);
    expect(risks.overallRisk).toBe('HIGH');
    expect(risks.healthSummary.map((risk) => risk.scoreCode)).toEqual(['b', 'c', 'a']);
  });

  it('is MODERATE with no high risk, LOW with neither', () => {
    expect(healthRisks([outcome('a', 'LOW'), outcome('c', 'MODERATE')]).overallRisk).toBe('MODERATE');
    expect(healthRisks([outcome('a', 'LOW')]).overallRisk).toBe('LOW');
    expect(healthRisks([]).overallRisk).toBe('LOW');
  });

  it('leaves out scores without a risk or without a value', () => {
    expect(healthRisks([outcome('a', 'HIGH', null), outcome('b', null)])).toEqual({ overallRisk: 'LOW', healthSummary: [] });
  });
});

describe('crisisSupportRaised', () => {
  it('is raised by an answer weighing above zero to a crisis-support question', () => {
    expect(crisisSupportRaised(definition, answersOf({ talk: ['yes'] }))).toBe(true);
    expect(crisisSupportRaised(definition, answersOf({ talk: ['no'] }))).toBe(false);
  });

  it('is not raised by weights on other questions', () => {
    expect(crisisSupportRaised(definition, answersOf({ smoke: ['yes'] }))).toBe(false);
  });
});
