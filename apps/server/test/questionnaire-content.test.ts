import fs from 'node:fs';
import path from 'node:path';
import {
  crisisSupportRaised,
  enabledQuestions,
  parseQuestionnaireDocument,
  scoreAnswers,
  type QuestionnaireDefinition,
  type QuestionnaireMember,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, toFhirQuestionnaire } from '../seed/questionnaires/fhir-document.mjs';

// The demo's health risk assessment, first-time experience and satisfaction survey, read by the
// domain's own parser and scored by its own rules: the content's rules as a member meets them.

const SOURCE = path.resolve(import.meta.dirname, '../seed/questionnaires/source');

/** English stands in for a language not yet translated: this reads the structure, not the translations. */
function definitionOf(name: string): QuestionnaireDefinition {
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(SOURCE, name, file), 'utf8'));
  const english = read('text.en.json') as Record<string, string>;
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, fs.existsSync(path.join(SOURCE, name, `text.${lang}.json`)) ? read(`text.${lang}.json`) : english]),
  ) as Record<string, Record<string, string>>;
  const { document, problems } = toFhirQuestionnaire(read('structure.json'), texts);
  expect(problems).toEqual([]);
  const parsed = parseQuestionnaireDocument(document);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems, null, 2));
  return parsed.definition;
}

const hra = definitionOf('hra');
const adult: QuestionnaireMember = { age: 40, gender: 'F' };
const answers = (entries: Record<string, string | string[]>) =>
  new Map(Object.entries(entries).map(([id, value]) => [id, Array.isArray(value) ? value : [value]]));
const shownIds = (member: QuestionnaireMember, given: Record<string, string>) =>
  enabledQuestions(hra.groups, member, answers(given)).map((question) => question.id);
const score = (code: string, given: Record<string, string>, member: QuestionnaireMember = adult) =>
  scoreAnswers(hra, member, answers(given)).find((outcome) => outcome.code === code);

const NOT_AT_ALL = 'NOT_AT_ALL';
const PHQ_ITEMS = ['phq-1', 'phq-2', 'phq-3', 'phq-4', 'phq-5', 'phq-6', 'phq-7', 'phq-8', 'phq-9'];

describe('the demo questionnaires', () => {
  it.each(['hra', 'fte', 'hra-sat'])('%s parses with no problems', (name) => {
    expect(definitionOf(name).groups.length).toBeGreaterThan(0);
  });

  it('the assessment, first-time experience and satisfaction survey have the settings their brief gives', () => {
    expect(hra).toMatchObject({
      type: 'HRA',
      priority: 10,
      launchMode: 'ON_DEMAND',
      settings: { numberedQuestions: true, prefillOldAnswers: true },
    });
    expect(definitionOf('fte')).toMatchObject({ type: 'FTE', priority: 1, launchMode: 'START_UP' });
    expect(definitionOf('hra-sat')).toMatchObject({ type: 'HRA_SAT', priority: 20 });
    expect(hra.screens.map((screen) => screen.kind).sort()).toEqual(['EXIT', 'PROCESS', 'START', 'SUCCESS', 'WELCOME_BACK']);
  });

  it('every assessment question names its source and licence, and the copyright names every instrument', () => {
    const questions = hra.groups.flatMap((group) => group.questions);
    expect(questions.filter((question) => question.sources.length === 0)).toEqual([]);
    for (const instrument of ['PHQ-9', 'GAD-7', 'AUDIT-C', 'HRQOL-4']) expect(hra.copyright?.EN).toContain(instrument);
  });
});

describe('the health risk assessment', () => {
  it('opens PHQ-9 items 3 to 9 only once PHQ-2 reaches 3', () => {
    expect(shownIds(adult, { 'phq-1': 'SEVERAL_DAYS', 'phq-2': 'SEVERAL_DAYS' })).not.toContain('phq-3');
    const opened = shownIds(adult, { 'phq-1': 'SEVERAL_DAYS', 'phq-2': 'MORE_THAN_HALF_THE_DAYS' });
    expect(PHQ_ITEMS.every((id) => opened.includes(id))).toBe(true);
  });

  it('scores PHQ-2 and PHQ-9; a short PHQ-2 still gives a PHQ-9 from its two items', () => {
    expect(score('PHQ2', { 'phq-1': 'NEARLY_EVERY_DAY', 'phq-2': NOT_AT_ALL })).toMatchObject({ value: 3, band: 'POSITIVE' });
    expect(score('PHQ9', { 'phq-1': 'SEVERAL_DAYS', 'phq-2': NOT_AT_ALL })).toMatchObject({ value: 1, band: 'MINIMAL', level: 'LOW' });
    const all = Object.fromEntries(PHQ_ITEMS.map((id) => [id, 'MORE_THAN_HALF_THE_DAYS']));
    expect(score('PHQ9', all)).toMatchObject({ value: 18, band: 'MODERATELY_SEVERE', level: 'HIGH', risk: 'DEPRESSION' });
  });

  it('any answer but "not at all" to PHQ-9 item 9 raises the crisis line', () => {
    expect(crisisSupportRaised(hra, answers({ 'phq-9': 'SEVERAL_DAYS' }))).toBe(true);
    expect(crisisSupportRaised(hra, answers({ 'phq-9': NOT_AT_ALL }))).toBe(false);
  });

  it('bands GAD-7 at 5, 10 and 15', () => {
    const gad = (weight: string) => Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((i) => [`gad-${i}`, weight]));
    expect(score('GAD7', { ...gad(NOT_AT_ALL), 'gad-1': 'NEARLY_EVERY_DAY', 'gad-2': 'MORE_THAN_HALF_THE_DAYS' })).toMatchObject({
      value: 5,
      band: 'MILD',
    });
    expect(score('GAD7', gad('MORE_THAN_HALF_THE_DAYS'))).toMatchObject({ value: 14, level: 'HIGH', band: 'MODERATE', risk: 'ANXIETY' });
  });

  it('asks AUDIT-C only of adults, its last two items only of drinkers, with cut-offs 4 for men and 3 otherwise', () => {
    expect(shownIds({ age: 17, gender: 'F' }, {})).not.toContain('auditc-1');
    expect(shownIds(adult, { 'auditc-1': 'NEVER' })).not.toContain('auditc-2');
    expect(score('AUDITC', { 'auditc-1': 'NEVER' })).toMatchObject({ value: 0, level: 'LOW' });
    const three = { 'auditc-1': 'TWO_TO_THREE_A_WEEK', 'auditc-2': 'ONE_OR_TWO', 'auditc-3': 'NEVER' };
    expect(score('AUDITC', three, { age: 40, gender: 'F' })).toMatchObject({ value: 3, level: 'HIGH', risk: 'ALCOHOL' });
    expect(score('AUDITC', three, { age: 40, gender: null })).toMatchObject({ level: 'HIGH' });
    expect(score('AUDITC', three, { age: 40, gender: 'Male' })).toMatchObject({ level: 'LOW' });
    expect(score('AUDITC', { ...three, 'auditc-3': 'LESS_THAN_MONTHLY' }, { age: 40, gender: 'M' })).toMatchObject({ level: 'HIGH' });
  });

  it('asks about days kept from usual activities only after a day of poor physical or mental health', () => {
    expect(shownIds(adult, { 'hrqol-2': '0', 'hrqol-3': '0' })).not.toContain('hrqol-4');
    expect(shownIds(adult, { 'hrqol-2': '0', 'hrqol-3': '2' })).toContain('hrqol-4');
    expect(score('GENERAL_HEALTH', { 'hrqol-1': 'GOOD' })).toMatchObject({ level: 'LOW' });
    expect(score('GENERAL_HEALTH', { 'hrqol-1': 'FAIR' })).toMatchObject({ level: 'MODERATE' });
    expect(score('GENERAL_HEALTH', { 'hrqol-1': 'POOR' })).toMatchObject({ level: 'HIGH' });
  });

  it('asks how often a member smokes only of one who has smoked 100 cigarettes; smoking is high, vaping alone moderate', () => {
    const none = { 'tobacco-100': 'NO', 'tobacco-vaping': NOT_AT_ALL, 'tobacco-smokeless': NOT_AT_ALL };
    expect(shownIds(adult, none)).not.toContain('tobacco-smoking');
    expect(score('TOBACCO', none)).toMatchObject({ value: 0, level: 'LOW' });
    expect(score('TOBACCO', { ...none, 'tobacco-vaping': 'SOME_DAYS' })).toMatchObject({ value: 1, level: 'MODERATE' });
    expect(score('TOBACCO', { ...none, 'tobacco-100': 'YES', 'tobacco-smoking': 'SOME_DAYS' })).toMatchObject({ value: 2, level: 'HIGH' });
  });

  it('bands activity at 60 and 150 minutes a week, sleep at 6 and 7 hours, and food and drinks at 2 and 4', () => {
    expect(score('PHYSICAL_ACTIVITY', { 'activity-minutes': '150' })).toMatchObject({ level: 'LOW' });
    expect(score('PHYSICAL_ACTIVITY', { 'activity-minutes': '149' })).toMatchObject({ level: 'MODERATE' });
    expect(score('PHYSICAL_ACTIVITY', { 'activity-minutes': '59' })).toMatchObject({ level: 'HIGH' });
    expect(score('SLEEP', { 'sleep-hours': '7' })).toMatchObject({ level: 'LOW' });
    expect(score('SLEEP', { 'sleep-hours': '6' })).toMatchObject({ level: 'MODERATE' });
    expect(score('SLEEP', { 'sleep-hours': '5' })).toMatchObject({ level: 'HIGH' });
    const food = { 'nutrition-fruit': 'ONE_TO_TWO', 'nutrition-vegetables': 'LESS_THAN_ONE', 'nutrition-sugary-drinks': 'ONE' };
    expect(score('NUTRITION', food)).toMatchObject({ value: 2, level: 'MODERATE' });
    expect(score('NUTRITION', { ...food, 'nutrition-vegetables': 'MORE_THAN_TWO' })).toMatchObject({ value: 1, level: 'LOW' });
    expect(score('NUTRITION', { ...food, 'nutrition-fruit': 'NONE', 'nutrition-sugary-drinks': 'TWO_OR_MORE' })).toMatchObject({
      value: 5,
      level: 'HIGH',
    });
  });

  it('scores BMI from feet, inches and pounds, and blood pressure only when the member gives it', () => {
    const body = { 'height-feet': '5', 'height-inches': '7', 'weight-pounds': '150' };
    expect(score('BMI', body)).toMatchObject({ value: 23.5, band: 'HEALTHY', level: 'LOW', risk: 'WEIGHT' });
    expect(score('BMI', { ...body, 'weight-pounds': '200' })).toMatchObject({ band: 'OBESITY', level: 'HIGH' });
    expect(score('BP', body)).toMatchObject({ value: null, level: null });
    expect(score('BP', { 'bp-systolic': '130', 'bp-diastolic': '85' })).toMatchObject({ band: 'ELEVATED', level: 'MODERATE' });
    expect(score('BP', { 'bp-systolic': '118', 'bp-diastolic': '76' })).toMatchObject({ band: 'NORMAL', level: 'LOW' });
  });
});
