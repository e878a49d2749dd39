/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return --
   the tests walk the generated FHIR JSON by hand, as any reader of the file would */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../seed/questionnaires/build.mjs';
import { LANGUAGES, toFhirQuestionnaire } from '../seed/questionnaires/fhir-document.mjs';

// The demo questionnaires' generator (apps/server/seed/questionnaires, decision 0040).

const P = 'http://member-portal.example/fhir/StructureDefinition/';
const FHIR = 'http://hl7.org/fhir/StructureDefinition/';

const structure = () => ({
  id: 'tiny',
  url: 'http://member-portal.example/fhir/Questionnaire/tiny',
  version: '1',
  type: 'HRA',
  title: 't:title',
  settings: { prefillOldAnswers: true, priority: 10 },
  screens: [{ kind: 'START', title: 't:start.title', body: 't:start.body' }],
  scores: [
    {
      code: 'SMOKE',
      kind: 'sum',
      items: ['smoke'],
      risk: 'TOBACCO',
      title: 't:score',
      bands: [
        { min: 0, max: 1, level: 'LOW', code: 'NO' },
        { min: 1, level: 'HIGH', code: 'YES', gender: 'F' },
      ],
    },
  ],
  groups: [
    {
      linkId: 'habits',
      text: 't:group',
      instructions: ['t:intro'],
      minAge: 18,
      items: [
        {
          linkId: 'smoke',
          type: 'choice',
          control: 'radio-button',
          text: 't:q.smoke',
          options: [
            { code: 'YES', display: 't:o.yes', weight: 1 },
            { code: 'NO', display: 't:o.no', weight: 0, active: false },
          ],
          source: ['Written for a test'],
          crisisSupport: true,
        },
        {
          linkId: 'hours',
          type: 'integer',
          text: 't:q.hours',
          required: false,
          min: 1,
          max: 24,
          unit: 'h',
          enableWhen: [{ question: 'smoke', operator: '=', answerCoding: 'YES' }],
          enableWhenScore: { score: 'SMOKE', min: 1 },
          source: ['Written for a test'],
        },
      ],
    },
  ],
});

const KEYS = ['title', 'start.title', 'start.body', 'score', 'group', 'intro', 'q.smoke', 'o.yes', 'o.no', 'q.hours'];
const allTexts = (): Record<string, Record<string, string>> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(KEYS.map((key) => [key, `${key} (${lang})`]))]));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ext = (node: Json, url: string): Json | undefined => (node.extension as Json[] | undefined)?.find((e) => e.url === url);
const translations = (twin: Json) => (twin.extension as Json[]).map((t) => [t.extension[0].valueCode, t.extension[1].valueString]);

describe('toFhirQuestionnaire', () => {
  it('writes the English text as FHIR text and the ten others as translation extensions', () => {
    const { document, problems } = toFhirQuestionnaire(structure(), allTexts());
    expect(problems).toEqual([]);
    const doc = document as Json;
    expect(doc).toMatchObject({ resourceType: 'Questionnaire', id: 'tiny', status: 'active', language: 'en', title: 'title (en)' });
    expect(translations(doc._title)).toEqual(LANGUAGES.slice(1).map((lang) => [lang, `title (${lang})`]));
    const option = doc.item[0].item[1].answerOption[0];
    expect(option.valueCoding.display).toBe('o.yes (en)');
    expect(translations(option.valueCoding._display)).toHaveLength(10);
    const screen = ext(doc, `${P}screen`)!;
    expect(translations(screen.extension[2]._valueString)[0]).toEqual(['es', 'start.body (es)']);
  });

  it("writes settings, groups' eligibility and instructions, and each question's extensions", () => {
    const doc = toFhirQuestionnaire(structure(), allTexts()).document as Json;
    expect(ext(doc, `${P}questionnaire-type`)).toEqual({ url: `${P}questionnaire-type`, valueCode: 'HRA' });
    expect(ext(doc, `${P}prefill-old-answers`)?.valueBoolean).toBe(true);
    expect(ext(doc, `${P}priority`)?.valueInteger).toBe(10);
    const group = doc.item[0];
    expect(group).toMatchObject({ linkId: 'habits', type: 'group' });
    expect(ext(group, `${P}min-age`)?.valueInteger).toBe(18);
    expect(group.item[0]).toMatchObject({ linkId: 'habits-intro', type: 'display', text: 'intro (en)' });

    const [, smoke, hours] = group.item;
    expect(smoke.required).toBe(true);
    expect(ext(smoke, `${FHIR}questionnaire-itemControl`)?.valueCodeableConcept.coding[0].code).toBe('radio-button');
    expect(ext(smoke, `${P}crisis-support`)?.valueBoolean).toBe(true);
    expect(ext(smoke, `${P}source`)?.valueString).toBe('Written for a test');
    expect(ext(smoke.answerOption[0], `${FHIR}itemWeight`)?.valueDecimal).toBe(1);
    expect(ext(smoke.answerOption[1], `${P}option-active`)?.valueBoolean).toBe(false);

    expect(hours.required).toBe(false);
    expect(ext(hours, `${FHIR}minValue`)?.valueInteger).toBe(1);
    expect(ext(hours, `${FHIR}maxValue`)?.valueInteger).toBe(24);
    expect(ext(hours, `${FHIR}questionnaire-unit`)?.valueCoding).toEqual({ system: 'http://unitsofmeasure.org', code: 'h' });
    expect(hours.enableWhen).toEqual([{ question: 'smoke', operator: '=', answerCoding: { code: 'YES' } }]);
    expect(ext(hours, `${P}enable-when-score`)?.extension).toEqual([
      { url: 'score', valueCode: 'SMOKE' },
      { url: 'min', valueDecimal: 1 },
    ]);
  });

  it('writes a score with its items, risk and bands, a gender-split band with its gender', () => {
    const doc = toFhirQuestionnaire(structure(), allTexts()).document as Json;
    const parts = ext(doc, `${P}score`)!.extension as Json[];
    expect(parts.filter((p) => p.url !== 'title')).toEqual([
      { url: 'code', valueCode: 'SMOKE' },
      { url: 'kind', valueCode: 'sum' },
      { url: 'item', valueString: 'smoke' },
      { url: 'risk', valueCode: 'TOBACCO' },
      {
        url: 'band',
        extension: [
          { url: 'min', valueDecimal: 0 },
          { url: 'max', valueDecimal: 1 },
          { url: 'level', valueCode: 'LOW' },
          { url: 'code', valueCode: 'NO' },
        ],
      },
      {
        url: 'band',
        extension: [
          { url: 'min', valueDecimal: 1 },
          { url: 'level', valueCode: 'HIGH' },
          { url: 'code', valueCode: 'YES' },
          { url: 'gender', valueCode: 'F' },
        ],
      },
    ]);
  });

  it('writes a top-box score with its top weight and no bands, while any other kind still needs bands', () => {
    const topBox = { ...structure(), scores: [{ code: 'SMOKE', kind: 'top-box', items: ['smoke'], topWeight: 1, title: 't:score' }] };
    const doc = toFhirQuestionnaire(topBox, allTexts()).document as Json;
    const parts = ext(doc, `${P}score`)!.extension as Json[];
    expect(parts.filter((p) => p.url !== 'title')).toEqual([
      { url: 'code', valueCode: 'SMOKE' },
      { url: 'kind', valueCode: 'top-box' },
      { url: 'item', valueString: 'smoke' },
      { url: 'top-weight', valueDecimal: 1 },
    ]);

    const noBands = structure();
    noBands.scores[0]!.bands = [];
    expect(toFhirQuestionnaire(noBands, allTexts()).problems).toEqual(['scores[0]: no bands']);
  });

  it('names every missing key with its language, and gives no document', () => {
    const texts = allTexts();
    delete texts.km!['q.hours'];
    texts.zh!['o.no'] = ' ';
    const { document, problems } = toFhirQuestionnaire(structure(), texts);
    expect(document).toBeNull();
    expect(problems).toEqual(['missing text zh: o.no', 'missing text km: q.hours']);
  });

  it('as a draft, leaves a missing translation out and marks the document a draft', () => {
    const texts = allTexts();
    delete texts.km!['q.hours'];
    const { document, problems, missing } = toFhirQuestionnaire(structure(), texts, { draft: true });
    expect(problems).toEqual([]);
    expect(missing).toEqual(['km: q.hours']);
    const doc = document as Json;
    expect(doc.status).toBe('draft');
    expect(translations(doc.item[0].item[2]._text).map(([lang]) => lang)).not.toContain('km');
  });

  it('refuses a text no structure uses, a condition on a later question, a bad code, a question with no source and bands out of order', () => {
    const texts = allTexts();
    texts.es!['q.gone'] = 'Ya no';
    const s = structure();
    s.groups[0]!.items[0]!.enableWhen = [{ question: 'hours', operator: 'exists' }] as never;
    s.groups[0]!.items[0]!.options![0]!.code = 'yes';
    s.groups[0]!.items[1]!.source = [];
    s.scores[0]!.bands = [
      { min: 1, level: 'HIGH', code: 'YES' },
      { min: 0, max: 1, level: 'LOW', code: 'NO' },
    ] as never;
    const { problems } = toFhirQuestionnaire(s, texts);
    expect(problems).toEqual([
      'groups[0].items[0].enableWhen[0]: "hours" is not a question before this one',
      'groups[0].items[0].options[0]: code "yes" is not UPPER_SNAKE',
      'groups[0].items[1]: no source',
      'groups[0].items[1].enableWhen[0]: "smoke" has no option YES',
      'scores[0] (SMOKE): band NO comes after a higher one',
      'text.es.json: "q.gone" is not used by structure.json',
    ]);
  });
});

describe('build.mjs', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const project = (langs: readonly string[]) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'questionnaires-'));
    dirs.push(root);
    fs.mkdirSync(path.join(root, 'source/tiny'), { recursive: true });
    fs.writeFileSync(path.join(root, 'source/tiny/structure.json'), JSON.stringify(structure()));
    const texts = allTexts();
    for (const lang of langs) fs.writeFileSync(path.join(root, `source/tiny/text.${lang}.json`), JSON.stringify(texts[lang]));
    return root;
  };
  const run = (args: string[], root: string) => {
    const lines: string[] = [];
    return { code: build(args, { root, log: (line) => lines.push(line) }), lines };
  };

  it('writes the document pretty-printed, and --check passes until the committed file differs', () => {
    const root = project(LANGUAGES);
    expect(run([], root).code).toBe(0);
    const written = fs.readFileSync(path.join(root, 'tiny.json'), 'utf8');
    expect(written.startsWith('{\n  "resourceType": "Questionnaire",\n  "id": "tiny",')).toBe(true);
    expect(run(['--check'], root).code).toBe(0);
    fs.writeFileSync(path.join(root, 'tiny.json'), written.replace('title (en)', 'changed by hand'));
    expect(run(['--check'], root)).toEqual({
      code: 1,
      lines: ['tiny.json differs from its sources: run node apps/server/seed/questionnaires/build.mjs tiny'],
    });
  });

  it('fails naming each language with no text file, and builds it only as a draft', () => {
    const root = project(['en', 'es']);
    const refused = run([], root);
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual(LANGUAGES.slice(2).map((lang) => `tiny: text.${lang}.json is missing`));
    expect(fs.existsSync(path.join(root, 'tiny.json'))).toBe(false);
    expect(run(['--draft'], root).code).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'tiny.json'), 'utf8'))).toMatchObject({ status: 'draft' });
  });

  it('the committed demo questionnaires are what their sources give', () => {
    expect(run(['--check', '--draft'], path.resolve(import.meta.dirname, '../seed/questionnaires'))).toMatchObject({ code: 0 });
  });
});
