import { describe, expect, it } from 'vitest';
import { parseQuestionnaireDocument } from './fhir-questionnaire';
import { toQuestionnaireResponse } from './fhir-response';
import { healthCheckDocument } from './test-fixtures/health-check';
import { answersOf } from './test-fixtures/rule-questions';

const parsed = parseQuestionnaireDocument(healthCheckDocument());
if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
const definition = parsed.definition;

const response = (status: 'STARTED' | 'COMPLETED' | 'REFUSED', answers: Record<string, string[]>) =>
  toQuestionnaireResponse({
    definition,
    responseId: 42,
    memberReference: 'Patient/7',
    status,
    answers: answersOf(answers),
    authored: '2026-03-01T10:00:00Z',
  });

describe('toQuestionnaireResponse', () => {
  it("points at the definition's url|version and names the attempt's status as FHIR does", () => {
    expect(response('STARTED', {})).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      id: '42',
      questionnaire: 'http://member-portal.example/fhir/Questionnaire/health-check|1',
      status: 'in-progress',
      subject: { reference: 'Patient/7' },
      authored: '2026-03-01T10:00:00Z',
      item: [],
    });
    expect(response('COMPLETED', {})['status']).toBe('completed');
    expect(response('REFUSED', {})['status']).toBe('stopped');
  });

  it('nests answers by group, each in the value type of its question', () => {
    const { item } = response('COMPLETED', {
      checkup: ['2026-01-15'],
      feet: ['5'],
      pounds: ['150.5'],
      city: ['Fresno'],
      smoke: ['yes'],
      drinks: ['water', 'tea'],
      mood: ['7'],
    }) as { item: unknown };
    expect(item).toEqual([
      {
        linkId: 'about-you',
        text: 'About you',
        item: [
          { linkId: 'checkup', text: 'Date of your last check-up', answer: [{ valueDate: '2026-01-15' }] },
          { linkId: 'feet', text: 'Height, feet', answer: [{ valueInteger: 5 }] },
          { linkId: 'pounds', text: 'Weight, pounds', answer: [{ valueDecimal: 150.5 }] },
          { linkId: 'city', text: 'Your city', answer: [{ valueString: 'Fresno' }] },
        ],
      },
      {
        linkId: 'habits',
        text: 'Your habits',
        item: [
          { linkId: 'smoke', text: 'Do you smoke?', answer: [{ valueCoding: { code: 'yes', display: 'Yes' } }] },
          {
            linkId: 'drinks',
            text: 'What do you drink?',
            answer: [{ valueCoding: { code: 'water', display: 'Water' } }, { valueCoding: { code: 'tea', display: 'Tea' } }],
          },
          { linkId: 'mood', text: 'How is your mood?', answer: [{ valueInteger: 7 }] },
        ],
      },
    ]);
  });

  it('falls back to the document id when it was loaded without a url', () => {
    const withoutUrl = toQuestionnaireResponse({
      definition: { ...definition, url: null },
      responseId: 1,
      memberReference: 'Patient/7',
      status: 'STARTED',
      answers: new Map(),
      authored: '2026-03-01T10:00:00Z',
    });
    expect(withoutUrl['questionnaire']).toBe('Questionnaire/health-check|1');
  });
});
