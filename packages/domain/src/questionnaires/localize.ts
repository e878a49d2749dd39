import type { LanguageCode, Question, QuestionGroup, Questionnaire } from '@portal/contract';
import type { QuestionDefinition, QuestionnaireDefinition, QuestionnaireMember } from './definition';
import { isQuestionOpen } from './eligibility';

/** The parts of the wire's questionnaire that depend on the member's language and on who they are. */
export type LocalizedQuestionnaire = Pick<
  Questionnaire,
  'type' | 'title' | 'length' | 'launchMode' | 'priority' | 'settings' | 'screens' | 'groups'
>;

export function localizeQuestion(question: QuestionDefinition, language: LanguageCode): Question {
  const { scale } = question;
  return {
    ...question,
    text: question.text[language],
    answerOptions: question.answerOptions.map((option) => ({ ...option, text: option.text[language] })),
    scale:
      scale === null ? null : { min: scale.min, max: scale.max, lowLabel: scale.lowLabel[language], highLabel: scale.highLabel[language] },
    otherSelectors: [...question.otherSelectors],
    enableWhenScore: question.enableWhenScore === null ? null : { ...question.enableWhenScore, items: [...question.enableWhenScore.items] },
    sources: [...question.sources],
  };
}

/**
 * The questionnaire as this member is shown it: only the questions open to them by age and gender,
 * without the groups left empty. Conditions on answers are not applied here: they change as the
 * member answers, so the browser applies them with the same rules.
 */
export function localizeQuestionnaire(
  definition: QuestionnaireDefinition,
  language: LanguageCode,
  member: QuestionnaireMember,
): LocalizedQuestionnaire {
  const groups: QuestionGroup[] = definition.groups.flatMap((group) => {
    const questions = group.questions.filter((question) => isQuestionOpen(question, member));
    if (questions.length === 0) return [];
    return [
      {
        id: group.id,
        title: group.title[language],
        displayOrder: group.displayOrder,
        instructions: group.instructions.map((text) => text[language]),
        questions: questions.map((question) => localizeQuestion(question, language)),
      },
    ];
  });
  return {
    type: definition.type,
    title: definition.title[language],
    length: definition.length,
    launchMode: definition.launchMode,
    priority: definition.priority,
    settings: { ...definition.settings },
    screens: definition.screens.map((screen) => ({ kind: screen.kind, title: screen.title[language], body: screen.body[language] })),
    groups,
  };
}

/** An answer as the member saw it, for results: option codes become the options' texts (an unknown code stays as it is). */
export function localizeAnswer(question: QuestionDefinition, values: readonly string[], language: LanguageCode): string[] {
  return values.map((value) => question.answerOptions.find((option) => option.code === value)?.text[language] ?? value);
}
