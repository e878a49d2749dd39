import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseQuestionnaireDocument, scoreAnswers, type QuestionnaireDefinition } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { toFhirQuestionnaire } from '../seed/questionnaires/fhir-document.mjs';
import { SEED_DIR } from '../src/paths.js';

// The demo's plan feedback surveys are adapted from the AHRQ Health Plan Survey: the licence allows
// it, the trademark does not allow calling changed items by the survey's own name.

interface Option {
  code: string;
  weight?: number;
}
interface Condition {
  question: string;
  operator: string;
  answerCoding?: string;
}
interface Item {
  linkId: string;
  type: string;
  control?: string;
  required?: boolean;
  text: string;
  options?: Option[];
  min?: number;
  max?: number;
  enableWhen?: Condition[];
  source: string[];
}
interface Structure {
  type: string;
  copyright: string;
  settings: { numberedQuestions: boolean; priority: number; launchMode: string };
  screens: { kind: string }[];
  scores: { code: string; kind: string; items: string[]; topWeight: number; risk: string | null; bands: unknown[] }[];
  groups: { linkId: string; items: Item[] }[];
}

const SURVEYS = {
  'mock-cahps': 'MOCK_CAHPS',
  'medicaid-adult-mock-cahps': 'MEDICAID_ADULT_MOCK_CAHPS',
  'medicaid-child-mock-cahps': 'MEDICAID_CHILD_MOCK_CAHPS',
} as const;
const LANGUAGES = ['en', 'es', 'ar', 'fa', 'km', 'ko', 'ru', 'tl', 'vi', 'hy', 'zh'];

const COMPOSITES: Record<string, number> = {
  GETTING_NEEDED_CARE: 2,
  GETTING_CARE_QUICKLY: 2,
  DOCTOR_COMMUNICATION: 4,
  CUSTOMER_SERVICE: 2,
};
const RATINGS = ['RATING_PERSONAL_DOCTOR', 'RATING_SPECIALIST', 'RATING_HEALTH_CARE', 'RATING_HEALTH_PLAN'];
// Each screener asks whether the member had the experience; the questions on it follow only on a yes.
const SCREENERS = ['care-urgent-needed', 'care-routine-made', 'specialist-made', 'plan-service-tried'];

const sourceDir = (name: string): string => path.join(SEED_DIR, 'questionnaires', 'source', name);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const structureOf = (name: string): Structure => readJson(path.join(sourceDir(name), 'structure.json')) as Structure;
const textsOf = (name: string, language: string): Record<string, string> | null => {
  try {
    return readJson(path.join(sourceDir(name), `text.${language}.json`)) as Record<string, string>;
  } catch {
    return null;
  }
};
const itemsOf = (structure: Structure): Item[] => structure.groups.flatMap((group) => group.items);

describe.each(Object.entries(SURVEYS))('the %s plan feedback survey', (name, type) => {
  const structure = structureOf(name);
  const items = itemsOf(structure);
  const byId = new Map(items.map((item) => [item.linkId, item]));

  it('has its type, is numbered, comes after the health questionnaires and is started by the member', () => {
    expect(structure.type).toBe(type);
    expect(structure.settings).toMatchObject({ numberedQuestions: true, priority: 30, launchMode: 'ON_DEMAND' });
    expect(structure.screens.map((screen) => screen.kind).sort()).toEqual(['EXIT', 'START', 'SUCCESS', 'WELCOME_BACK']);
  });

  it('never names the survey it is adapted from by its trademark in any language', () => {
    for (const language of LANGUAGES) {
      const texts = textsOf(name, language);
      if (texts === null) continue;
      for (const [key, text] of Object.entries(texts)) expect(`${key}: ${text}`).not.toMatch(/cahps/i);
    }
    // Sources are shown beside the answers in the compare view.
    for (const item of items) expect(item.source.join(' ')).not.toMatch(/cahps/i);
  });

  it('says where its questions come from, in the licence statement and on every question', () => {
    expect(textsOf(name, 'en')?.[structure.copyright.slice(2)]).toMatch(/adapted from the AHRQ Health Plan Survey/);
    for (const item of items)
      expect(item.source.join(' '), item.linkId).toMatch(/^Adapted from the AHRQ Health Plan Survey 5\.1.*public domain/);
  });

  it('has every text in English and Spanish', () => {
    const keys = [...JSON.stringify(structure).matchAll(/"t:([^"]+)"/g)].map((match) => match[1] ?? '');
    for (const language of ['en', 'es']) {
      const texts = textsOf(name, language) ?? {};
      expect(keys.filter((key) => !(key in texts))).toEqual([]);
    }
  });

  it('asks about the last 6 months in every question on care and service', () => {
    const texts = textsOf(name, 'en') ?? {};
    for (const item of items.filter((each) => /-(quickly|easy|explain|listen|respect|time|help|courtesy)$/.test(each.linkId))) {
      expect(texts[item.text.slice(2)], item.linkId).toMatch(/^In the last 6 months/);
    }
  });

  it('scores the four composites as the share of "Always" answers on the Never..Always scale', () => {
    for (const [code, count] of Object.entries(COMPOSITES)) {
      const score = structure.scores.find((each) => each.code === code);
      expect(score, code).toMatchObject({ kind: 'top-box', topWeight: 4, risk: null, bands: [] });
      expect(score?.items).toHaveLength(count);
      for (const linkId of score?.items ?? []) {
        expect(byId.get(linkId)?.options, linkId).toEqual([
          { code: 'NEVER', display: 't:o.never', weight: 1 },
          { code: 'SOMETIMES', display: 't:o.sometimes', weight: 2 },
          { code: 'USUALLY', display: 't:o.usually', weight: 3 },
          { code: 'ALWAYS', display: 't:o.always', weight: 4 },
        ]);
      }
    }
  });

  it('scores the four ratings as the share of 9 and 10 on a 0 to 10 scale', () => {
    for (const code of RATINGS) {
      const score = structure.scores.find((each) => each.code === code);
      expect(score, code).toMatchObject({ kind: 'top-box', topWeight: 9, risk: null, bands: [] });
      expect(score?.items).toHaveLength(1);
      expect(byId.get(score?.items[0] ?? '')).toMatchObject({ type: 'integer', control: 'slider', min: 0, max: 10 });
    }
    expect(structure.scores).toHaveLength(8);
  });

  it('asks the questions on an experience only after a yes to its screener', () => {
    for (const screener of SCREENERS) {
      const gated = items.filter((item) => item.enableWhen?.some((condition) => condition.question === screener));
      expect(gated.length, screener).toBeGreaterThan(0);
      for (const item of gated) {
        expect(item.enableWhen).toContainEqual({ question: screener, operator: '=', answerCoding: 'YES' });
      }
    }
    for (const id of ['doctor-explain', 'doctor-listen', 'doctor-respect', 'doctor-time', 'doctor-rating']) {
      expect(byId.get(id)?.enableWhen, id).toEqual([
        { question: 'doctor-has', operator: '=', answerCoding: 'YES' },
        { question: 'doctor-visit', operator: '=', answerCoding: 'YES' },
      ]);
    }
  });

  it('leaves the questions about the member optional and every other question required', () => {
    for (const group of structure.groups) {
      for (const item of group.items) expect(item.required, item.linkId).toBe(group.linkId !== 'about');
    }
    expect(items.length).toBeGreaterThanOrEqual(22);
  });
});

/** The document as the portal loads it; a language not yet translated reads the English, so the structure is checked today. */
function portalDefinition(name: string): QuestionnaireDefinition {
  const english = textsOf(name, 'en') ?? {};
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, { ...english, ...(textsOf(name, language) ?? {}) }]));
  const { document, problems } = toFhirQuestionnaire(structureOf(name), texts);
  expect(problems).toEqual([]);
  const parsed = parseQuestionnaireDocument(document);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems.slice(0, 5)));
  return parsed.definition;
}

describe.each(Object.keys(SURVEYS))('the %s plan feedback survey as the portal scores it', (name) => {
  const definition = portalDefinition(name);
  const member = { age: 40, gender: null };
  const score = (answers: Record<string, string>) =>
    Object.fromEntries(
      scoreAnswers(definition, member, new Map(Object.entries(answers).map(([id, value]) => [id, [value]]))).map((outcome) => [
        outcome.code,
        outcome.value,
      ]),
    );

  it('loads with no problems', () => {
    expect(definition.groups.flatMap((group) => group.questions)).toHaveLength(25);
  });

  it('gives each composite the share of "Always" and each rating the share of 9 or 10, over what the member was asked', () => {
    expect(
      score({
        'care-urgent-needed': 'YES',
        'care-urgent-quickly': 'ALWAYS',
        'care-routine-made': 'YES',
        'care-routine-quickly': 'USUALLY',
        'care-any': 'YES',
        'care-easy': 'ALWAYS',
        'care-rating': '10',
        'doctor-has': 'YES',
        'doctor-visit': 'YES',
        'doctor-explain': 'ALWAYS',
        'doctor-listen': 'ALWAYS',
        'doctor-respect': 'USUALLY',
        'doctor-time': 'ALWAYS',
        'doctor-rating': '8',
        'specialist-made': 'YES',
        'specialist-quickly': 'SOMETIMES',
        'specialist-rating': '9',
        'plan-service-tried': 'NO',
        'plan-rating': '9',
      }),
    ).toEqual({
      GETTING_NEEDED_CARE: 50,
      GETTING_CARE_QUICKLY: 50,
      DOCTOR_COMMUNICATION: 75,
      // Never asked: the member did not contact customer service.
      CUSTOMER_SERVICE: null,
      RATING_PERSONAL_DOCTOR: 0,
      RATING_SPECIALIST: 100,
      RATING_HEALTH_CARE: 100,
      RATING_HEALTH_PLAN: 100,
    });
  });

  it('drops the answers behind a screener turned to no', () => {
    const outcome = score({
      'care-routine-made': 'NO',
      'care-routine-quickly': 'ALWAYS',
      'care-urgent-needed': 'YES',
      'care-urgent-quickly': 'NEVER',
      'plan-service-tried': 'YES',
      'plan-service-help': 'ALWAYS',
      'plan-service-courtesy': 'ALWAYS',
    });
    expect(outcome).toMatchObject({ GETTING_CARE_QUICKLY: 0, CUSTOMER_SERVICE: 100, DOCTOR_COMMUNICATION: null });
  });
});
