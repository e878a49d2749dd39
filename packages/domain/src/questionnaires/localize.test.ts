import { questionnaireSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { parseQuestionnaireDocument } from './fhir-questionnaire';
import { localizeAnswer, localizeQuestionnaire } from './localize';
import { healthCheckDocument } from './test-fixtures/health-check';

const parsed = parseQuestionnaireDocument(healthCheckDocument());
if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
const definition = parsed.definition;
const questionIds = (view: ReturnType<typeof localizeQuestionnaire>) => view.groups.flatMap((group) => group.questions.map((q) => q.id));

describe('localizeQuestionnaire', () => {
  it("gives every text in the member's language and fits the contract's questionnaire", () => {
    const view = localizeQuestionnaire(definition, 'ES', { age: 40, gender: 'F' });
    expect(view.title).toBe('Control de salud');
    expect(view.groups[0]?.instructions).toEqual(['Responda sobre el último mes.']);
    const smoke = view.groups[1]?.questions[0];
    expect(smoke?.text).toBe('¿Fuma?');
    expect(smoke?.answerOptions.map((option) => option.text)).toEqual(['Sí', 'No']);
    expect(view.groups[1]?.questions.find((q) => q.id === 'mood')?.scale).toEqual({
      min: 0,
      max: 10,
      lowLabel: 'Malo',
      highLabel: 'Excelente',
    });
    expect(view.screens).toEqual([{ kind: 'START', title: 'Bienvenido', body: 'Tarda cinco minutos.' }]);
    const wire = {
      ...view,
      id: 1,
      myId: null,
      status: 'NOT_STARTED',
      lastCompleted: null,
      healthActionId: null,
      answers: [],
      allCompletions: [],
    };
    expect(questionnaireSchema.safeParse(wire).success).toBe(true);
  });

  it('keeps only the questions open by gender', () => {
    expect(questionIds(localizeQuestionnaire(definition, 'EN', { age: 40, gender: 'F' }))).toContain('story');
    expect(questionIds(localizeQuestionnaire(definition, 'EN', { age: 40, gender: 'M' }))).not.toContain('story');
  });

  it('drops a group left empty by age', () => {
    const view = localizeQuestionnaire(definition, 'EN', { age: 16, gender: 'F' });
    expect(view.groups.map((group) => group.id)).toEqual(['about-you']);
  });

  it('keeps questions whose conditions are not met yet: those change while the member answers', () => {
    expect(questionIds(localizeQuestionnaire(definition, 'EN', { age: 40, gender: null }))).toContain('amount');
  });
});

describe('localizeAnswer', () => {
  const habits = definition.groups[1];
  const drinks = habits?.questions.find((question) => question.id === 'drinks');
  const mood = habits?.questions.find((question) => question.id === 'mood');

  it("turns option codes into the options' texts, and leaves other answers as they are", () => {
    if (drinks === undefined || mood === undefined) throw new Error('fixture changed');
    expect(localizeAnswer(drinks, ['water', 'tea'], 'ZH')).toEqual(['水', '茶']);
    expect(localizeAnswer(mood, ['7'], 'ZH')).toEqual(['7']);
  });
});
