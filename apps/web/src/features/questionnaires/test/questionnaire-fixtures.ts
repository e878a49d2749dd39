import type { AnswerOption, Question, Questionnaire, QuestionGroup } from '@portal/contract';

const option = (code: string, text: string, weight: number | null = null): AnswerOption => ({ code, text, weight, active: true });

export function question(overrides: Partial<Question> & Pick<Question, 'id' | 'type' | 'text'>): Question {
  return {
    displayOrder: 0,
    optional: false,
    answerOptions: [],
    numeric: null,
    scale: null,
    minAge: null,
    maxAge: null,
    gender: null,
    otherSelectors: [],
    enableBehavior: 'all',
    enableWhenScore: null,
    directIncentive: false,
    crisisSupport: false,
    sources: [],
    ...overrides,
  };
}

export const aboutYou: QuestionGroup = {
  id: 'about',
  title: 'About you',
  displayOrder: 0,
  instructions: ['Think about the last four weeks.'],
  questions: [
    question({
      id: 'health',
      type: 'RADIO_BUTTONS',
      text: 'How is your health?',
      directIncentive: true,
      answerOptions: [option('GOOD', 'Good', 0), option('POOR', 'Poor', 2)],
    }),
    question({
      id: 'body_weight',
      type: 'TEXTBOX',
      text: 'How much do you weigh?',
      numeric: { integer: true, min: 50, max: 500, unit: '[lb_av]' },
    }),
    // Opened only by a poor health answer.
    question({
      id: 'why',
      type: 'TEXTAREA',
      text: 'What makes it poor?',
      optional: true,
      otherSelectors: [{ questionId: 'health', operator: '=', answer: 'POOR' }],
    }),
  ],
};

export const extras: QuestionGroup = {
  id: 'extras',
  title: 'A little more',
  displayOrder: 1,
  instructions: [],
  questions: [
    question({ id: 'notes', type: 'TEXTAREA', text: 'Anything else to tell us?', optional: true }),
    question({
      id: 'sports',
      type: 'CHECKBOXES',
      text: 'Which do you play?',
      optional: true,
      answerOptions: [option('TENNIS', 'Tennis'), option('GOLF', 'Golf')],
    }),
  ],
};

export const mood: QuestionGroup = {
  id: 'mood',
  title: 'Your mood',
  displayOrder: 2,
  instructions: [],
  questions: [
    question({
      id: 'energy',
      type: 'LINEAR_SCALE',
      text: 'How much energy do you have?',
      scale: { min: 1, max: 5, lowLabel: 'None', highLabel: 'Plenty' },
    }),
    question({
      id: 'harm',
      type: 'RADIO_BUTTONS',
      text: 'Thoughts that you would be better off dead?',
      crisisSupport: true,
      answerOptions: [option('NOT_AT_ALL', 'Not at all', 0), option('SEVERAL_DAYS', 'Several days', 1)],
    }),
    question({
      id: 'state',
      type: 'DROPDOWN',
      text: 'Where do you live?',
      optional: true,
      answerOptions: [option('CA', 'California'), option('TX', 'Texas')],
    }),
    question({ id: 'checkup', type: 'DATE_FIELD', text: 'When was your last checkup?', optional: true }),
  ],
};

export function questionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    id: 7,
    myId: null,
    type: 'HRA',
    status: 'NOT_STARTED',
    title: 'Health risk assessment',
    length: 'LONG',
    launchMode: 'ON_DEMAND',
    priority: 1,
    lastCompleted: null,
    healthActionId: 101,
    settings: {
      numberedQuestions: true,
      numbersOnOptional: false,
      prefillOldAnswers: false,
      isVariableLength: false,
      screenWidth: 'NARROW',
    },
    screens: [],
    groups: [aboutYou, extras, mood],
    answers: [],
    allCompletions: [],
    ...overrides,
  };
}
