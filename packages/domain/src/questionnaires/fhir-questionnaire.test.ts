import { describe, expect, it } from 'vitest';
import { parseQuestionnaireDocument, type QuestionnaireProblem } from './fhir-questionnaire';
import { healthCheckDocument } from './test-fixtures/health-check';

type Json = Record<string, unknown>;
type Key = string | number;

const P = 'http://member-portal.example/fhir/StructureDefinition/';

function parsed() {
  const result = parseQuestionnaireDocument(healthCheckDocument());
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
}

function walk(root: unknown, keys: readonly Key[]): unknown {
  let here = root;
  for (const key of keys) here = (here as Record<Key, unknown>)[key];
  return here;
}

/** The object at `keys` in the document, to be broken in place. */
function node(root: unknown, ...keys: Key[]): Json {
  const found = walk(root, keys);
  if (typeof found !== 'object' || found === null) throw new Error(`no object at ${keys.join('.')}`);
  return found as Json;
}

function list(root: unknown, ...keys: Key[]): unknown[] {
  const found = walk(root, keys);
  if (!Array.isArray(found)) throw new Error(`no list at ${keys.join('.')}`);
  return found;
}

function problemsAfter(breakIt: (doc: Json) => void): readonly QuestionnaireProblem[] {
  const doc: Json = healthCheckDocument();
  breakIt(doc);
  const result = parseQuestionnaireDocument(doc);
  if (result.ok) throw new Error('the document was accepted');
  return result.problems;
}

const item = (doc: Json, group: number, index: number): Json => node(doc, 'item', group, 'item', index);
const scorePart = (doc: Json, score: number, part: number): Json => node(doc, 'extension', score, 'extension', part);

function expectProblem(problems: readonly QuestionnaireProblem[], path: string, words: string): void {
  expect(problems).toContainEqual({ path, message: expect.stringContaining(words) });
}

describe('parseQuestionnaireDocument: a sound document', () => {
  it('reads the type and the settings, with decision 0040 defaults for what is left out', () => {
    const definition = parsed();
    expect(definition).toMatchObject({
      fhirId: 'health-check',
      url: 'http://member-portal.example/fhir/Questionnaire/health-check',
      version: '1',
      type: 'HRA',
      priority: 10,
      launchMode: 'START_UP',
      length: 'LONG',
      copyright: null,
      settings: { numberedQuestions: true, numbersOnOptional: true, prefillOldAnswers: true, isVariableLength: false, screenWidth: 'WIDE' },
    });
    expect(definition.title.ZH).toBe('健康检查');
    expect(definition.screens).toHaveLength(1);
    expect(definition.screens[0]?.kind).toBe('START');
    expect(definition.screens[0]?.body.HY).toBe('Դա տևում է հինգ րոպե։');
  });

  it('maps every FHIR item to the question type of decision 0040', () => {
    const types = parsed().groups.flatMap((group) => group.questions.map((question) => [question.id, question.type]));
    expect(Object.fromEntries(types)).toEqual({
      checkup: 'DATE_FIELD',
      feet: 'TEXTBOX',
      inches: 'TEXTBOX',
      pounds: 'TEXTBOX',
      systolic: 'TEXTBOX',
      diastolic: 'TEXTBOX',
      city: 'TEXTBOX',
      smoke: 'RADIO_BUTTONS',
      amount: 'DROPDOWN',
      drinks: 'CHECKBOXES',
      mood: 'LINEAR_SCALE',
      story: 'TEXTAREA',
      talk: 'RADIO_BUTTONS',
    });
  });

  it('keeps a number box its limits and unit, and a slider its ends and labels', () => {
    const [aboutYou, habits] = parsed().groups;
    expect(aboutYou?.questions.find((question) => question.id === 'feet')?.numeric).toEqual({ integer: true, min: 3, max: 8, unit: 'ft' });
    expect(aboutYou?.questions.find((question) => question.id === 'pounds')?.numeric).toEqual({
      integer: false,
      min: 50,
      max: 700,
      unit: null,
    });
    const mood = habits?.questions.find((question) => question.id === 'mood');
    expect(mood?.scale?.min).toBe(0);
    expect(mood?.scale?.max).toBe(10);
    expect(mood?.scale?.highLabel.KO).toBe('아주 좋음');
  });

  it('numbers groups and questions by position and turns display items into instructions', () => {
    const [aboutYou, habits] = parsed().groups;
    expect([aboutYou?.displayOrder, habits?.displayOrder]).toEqual([1, 2]);
    expect(aboutYou?.questions.map((question) => question.displayOrder)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(aboutYou?.instructions.map((text) => text.EN)).toEqual(['Answer for the past month.']);
  });

  it("applies a group's age limit to its questions, and a question's own gender", () => {
    const habits = parsed().groups[1];
    expect(habits?.questions.every((question) => question.minAge === 18)).toBe(true);
    expect(habits?.questions.find((question) => question.id === 'story')?.gender).toBe('F');
  });

  it('reads options with weights and the active flag, conditions and the score threshold', () => {
    const habits = parsed().groups[1];
    const amount = habits?.questions.find((question) => question.id === 'amount');
    expect(amount?.answerOptions.map((option) => [option.code, option.weight, option.active])).toEqual([
      ['little', 1, true],
      ['lot', 2, true],
      ['sometimes', 1, false],
    ]);
    expect(amount?.otherSelectors).toEqual([{ questionId: 'smoke', operator: '=', answer: 'yes' }]);
    const talk = habits?.questions.find((question) => question.id === 'talk');
    expect(talk?.enableWhenScore).toEqual({ score: 'smoking', items: ['smoke', 'amount'], min: 2 });
    expect(talk?.crisisSupport).toBe(true);
    const smoke = habits?.questions.find((question) => question.id === 'smoke');
    expect(smoke?.directIncentive).toBe(true);
    expect(smoke?.sources).toEqual(['Written for these tests; no licence needed']);
    expect(habits?.questions.find((question) => question.id === 'story')?.optional).toBe(true);
    expect(smoke?.optional).toBe(false);
  });

  it('reads scores with their bands, gender-split ones included', () => {
    const scores = parsed().scores;
    expect(scores.map((score) => [score.code, score.kind, score.risk])).toEqual([
      ['smoking', 'sum', 'TOBACCO'],
      ['bmi', 'bmi', 'WEIGHT'],
      ['pressure', 'blood-pressure', 'BLOOD_PRESSURE'],
      ['good-mood', 'top-box', null],
    ]);
    expect(scores[0]?.bands.filter((band) => band.gender === 'F')).toHaveLength(3);
    expect(scores[3]?.topWeight).toBe(8);
    expect(scores[2]?.bands[2]).toEqual({ min: 2, max: null, level: 'HIGH', code: 'HIGH', gender: null });
  });
});

describe('parseQuestionnaireDocument: refused documents name each problem with its path', () => {
  it('refuses what is not an object', () => {
    expect(parseQuestionnaireDocument('[]')).toEqual({
      ok: false,
      problems: [{ path: '', message: 'a questionnaire must be a JSON object' }],
    });
  });

  it('refuses another resourceType', () => {
    expectProblem(
      problemsAfter((doc) => (doc['resourceType'] = 'Patient')),
      'resourceType',
      'Questionnaire',
    );
  });

  it('refuses a status other than active', () => {
    expectProblem(
      problemsAfter((doc) => (doc['status'] = 'draft')),
      'status',
      'active',
    );
  });

  it('refuses a document without its questionnaire type', () => {
    expectProblem(
      problemsAfter((doc) => list(doc, 'extension').splice(0, 1)),
      'extension',
      'P/questionnaire-type',
    );
  });

  it('refuses an unknown extension under our address, at the document and on an item', () => {
    const problems = problemsAfter((doc) => {
      list(doc, 'extension').push({ url: `${P}colour`, valueCode: 'red' });
      list(item(doc, 1, 0), 'extension').push({ url: `${P}option-active`, valueBoolean: true });
    });
    expectProblem(problems, 'extension[10]', 'unknown extension P/colour');
    expectProblem(problems, 'item[1].item[0].extension[3]', 'unknown extension P/option-active');
  });

  it('refuses FHIRPath extensions by name', () => {
    const problems = problemsAfter((doc) => {
      list(item(doc, 1, 1), 'extension').push({
        url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-enableWhenExpression',
        valueExpression: {},
      });
      list(item(doc, 0, 2), 'extension').push({
        url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
        valueExpression: {},
      });
    });
    expectProblem(problems, 'item[1].item[1].extension[1]', 'sdc-questionnaire-enableWhenExpression');
    expectProblem(problems, 'item[0].item[2].extension[3]', 'sdc-questionnaire-calculatedExpression');
  });

  it('refuses a text missing one of the ten other languages, naming the languages', () => {
    const problems = problemsAfter((doc) => {
      list(item(doc, 0, 1), '_text', 'extension').splice(4, 2);
      list(item(doc, 1, 0), 'answerOption', 1, 'valueCoding', '_display', 'extension').pop();
      doc['_title'] = undefined;
    });
    expectProblem(problems, 'item[0].item[1]._text', 'missing translation: ko, ru');
    expectProblem(problems, 'item[1].item[0].answerOption[1].valueCoding._display', 'missing translation: zh');
    expectProblem(problems, '_title', 'missing translation: es, ar');
  });

  it('refuses a missing translation of a translated extension (a slider label)', () => {
    const problems = problemsAfter((doc) => list(item(doc, 1, 3), 'extension', 3, '_valueString', 'extension').shift());
    expectProblem(problems, 'item[1].item[3].extension[3]._valueString', 'missing translation: es');
  });

  it('refuses a linkId used twice', () => {
    expectProblem(
      problemsAfter((doc) => (item(doc, 1, 2)['linkId'] = 'smoke')),
      'item[1].item[2].linkId',
      'linkId smoke is used twice',
    );
  });

  it('refuses enableWhen naming a later or an unknown question', () => {
    const later = problemsAfter((doc) => (node(item(doc, 1, 1), 'enableWhen', 0)['question'] = 'mood'));
    expectProblem(later, 'item[1].item[1].enableWhen[0].question', 'a later question: mood');
    const unknown = problemsAfter((doc) => (node(item(doc, 1, 1), 'enableWhen', 0)['question'] = 'ghost'));
    expectProblem(unknown, 'item[1].item[1].enableWhen[0].question', 'an unknown question: ghost');
  });

  it('refuses an enableWhen option code the question lacks, and a wrong operator', () => {
    const problems = problemsAfter((doc) => {
      node(item(doc, 1, 1), 'enableWhen', 0)['answerCoding'] = { code: 'maybe' };
      item(doc, 1, 2)['enableWhen'] = [{ question: 'smoke', operator: 'like', answerCoding: { code: 'yes' } }];
    });
    expectProblem(problems, 'item[1].item[1].enableWhen[0].answerCoding', 'smoke has no option maybe');
    expectProblem(problems, 'item[1].item[2].enableWhen[0].operator', 'operator');
  });

  it('refuses exists without answerBoolean', () => {
    const problems = problemsAfter(
      (doc) => (item(doc, 1, 2)['enableWhen'] = [{ question: 'smoke', operator: 'exists', answerCoding: { code: 'yes' } }]),
    );
    expectProblem(problems, 'item[1].item[2].enableWhen[0].answerCoding', 'exists takes answerBoolean');
  });

  it('refuses a score naming an unknown question', () => {
    expectProblem(
      problemsAfter((doc) => (scorePart(doc, 6, 2)['valueString'] = 'ghost')),
      'extension[6].extension[2]',
      'unknown question: ghost',
    );
  });

  it('refuses overlapping bands', () => {
    expectProblem(
      problemsAfter((doc) => (node(scorePart(doc, 6, 7), 'extension', 0)['valueDecimal'] = 0.5)),
      'extension[6].extension[7]',
      'band SOME overlaps NONE',
    );
  });

  it('refuses a band after one with no upper end', () => {
    const higher = {
      url: 'band',
      extension: [
        { url: 'min', valueDecimal: 3 },
        { url: 'level', valueCode: 'HIGH' },
        { url: 'code', valueString: 'HIGHER' },
      ],
    };
    const problems = problemsAfter((doc) => list(doc, 'extension', 8, 'extension').push(higher));
    expectProblem(problems, 'extension[8].extension[9]', 'band HIGHER overlaps HIGH');
  });

  it('refuses bands out of order', () => {
    const problems = problemsAfter((doc) => {
      const parts = list(doc, 'extension', 7, 'extension');
      [parts[7], parts[8]] = [parts[8], parts[7]];
    });
    expectProblem(problems, 'extension[7].extension[8]', 'band UNDERWEIGHT is out of order');
  });

  it('refuses a score with the wrong number of items or without its top weight', () => {
    const problems = problemsAfter((doc) => {
      list(doc, 'extension', 7, 'extension').splice(4, 1);
      list(doc, 'extension', 9, 'extension').pop();
    });
    expectProblem(problems, 'extension[7]', 'a bmi score reads exactly 3 items');
    expectProblem(problems, 'extension[9]', 'top-weight');
  });

  it('refuses score items that cannot carry the score', () => {
    const problems = problemsAfter((doc) => {
      scorePart(doc, 7, 2)['valueString'] = 'city';
      scorePart(doc, 6, 2)['valueString'] = 'drinks';
    });
    expectProblem(problems, 'extension[7]', 'bmi score item city must be a number box');
    expectProblem(problems, 'extension[6]', 'sum score item drinks has no weights');
  });

  it('ignores an English translation: the base text stays', () => {
    const doc = healthCheckDocument();
    list(doc, '_title', 'extension').push({
      url: 'http://hl7.org/fhir/StructureDefinition/translation',
      extension: [
        { url: 'lang', valueCode: 'en' },
        { url: 'content', valueString: 'Other' },
      ],
    });
    const result = parseQuestionnaireDocument(doc);
    expect(result.ok && result.definition.title.EN).toBe('Health check');
  });

  it('refuses a threshold on an unknown score, and an unknown part in it', () => {
    const problems = problemsAfter((doc) => {
      node(item(doc, 1, 5), 'extension', 1, 'extension', 0)['valueCode'] = 'ghost';
      list(item(doc, 1, 5), 'extension', 1, 'extension').push({ url: 'max', valueDecimal: 9 });
    });
    expectProblem(problems, 'item[1].item[5].extension[1]', 'unknown score: ghost');
    expectProblem(problems, 'item[1].item[5].extension[1].extension[2]', 'unknown part max');
  });

  it('refuses a slider without its ends', () => {
    expectProblem(
      problemsAfter((doc) => list(item(doc, 1, 3), 'extension').splice(1, 2)),
      'item[1].item[3]',
      'a slider needs minValue and maxValue',
    );
  });

  it('refuses a choice without options, and an option code given twice', () => {
    const problems = problemsAfter((doc) => {
      delete item(doc, 1, 2)['answerOption'];
      node(item(doc, 1, 0), 'answerOption', 1, 'valueCoding')['code'] = 'yes';
    });
    expectProblem(problems, 'item[1].item[2]', 'a choice needs answerOption');
    expectProblem(problems, 'item[1].item[0].answerOption[1]', 'option code yes is used twice');
  });

  it('refuses check-boxes without repeats, and item types the portal does not ask', () => {
    const problems = problemsAfter((doc) => {
      delete item(doc, 1, 2)['repeats'];
      item(doc, 0, 7)['type'] = 'boolean';
    });
    expectProblem(problems, 'item[1].item[2]', 'check-box needs repeats: true');
    expectProblem(problems, 'item[0].item[7].type', 'item type boolean is not supported');
  });

  it('refuses a group inside a group, and a question outside one', () => {
    const problems = problemsAfter((doc) => {
      list(doc, 'item', 0, 'item').push({ linkId: 'inner', type: 'group', item: [] });
      list(doc, 'item').push(item(doc, 0, 7));
    });
    expectProblem(problems, 'item[0].item[8]', 'a group cannot hold another group');
    expectProblem(problems, 'item[2]', 'a question must sit inside a group');
  });

  it('reports several problems at once', () => {
    const problems = problemsAfter((doc) => {
      doc['status'] = 'retired';
      item(doc, 1, 2)['linkId'] = 'smoke';
      scorePart(doc, 6, 2)['valueString'] = 'ghost';
    });
    expect(problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['status', 'item[1].item[2].linkId', 'extension[6].extension[2]']),
    );
  });
});
