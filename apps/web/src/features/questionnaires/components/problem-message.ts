import { MAX_TEXT_ANSWER_LENGTH, type Question } from '@portal/contract';
import type { TFunction } from 'i18next';

/** A problem code of the domain (or of the server's answer check) in the member's words, with the question's limits. */
export function problemMessage(t: TFunction<'questionnaires'>, code: string, question: Question): string {
  const limits = { min: question.numeric?.min ?? '', max: question.numeric?.max ?? '', limit: MAX_TEXT_ANSWER_LENGTH };
  return t(`problems.${code}` as 'problems.REQUIRED', { ...limits, defaultValue: t('problems.INVALID') });
}
