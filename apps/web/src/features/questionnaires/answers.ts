import type { Answer, Questionnaire } from '@portal/contract';

export function answerMap(answers: readonly Answer[]): Map<string, readonly string[]> {
  return new Map(answers.filter((answer) => answer.values.length > 0).map((answer) => [answer.questionId, answer.values]));
}

/** Today in the member's own time zone, as a date input writes it. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The number each question shows (settings numberedQuestions, numbersOnOptional): counted over
 * the whole questionnaire so a question keeps its number whichever answers open or close others;
 * an optional question without a number does not use one up.
 */
export function questionNumbers(questionnaire: Pick<Questionnaire, 'groups' | 'settings'>): ReadonlyMap<string, number> {
  const numbers = new Map<string, number>();
  if (!questionnaire.settings.numberedQuestions) return numbers;
  for (const group of questionnaire.groups) {
    for (const question of group.questions) {
      if (question.optional && !questionnaire.settings.numbersOnOptional) continue;
      numbers.set(question.id, numbers.size + 1);
    }
  }
  return numbers;
}
