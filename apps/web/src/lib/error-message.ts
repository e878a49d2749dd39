import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { formatLongDate } from './format';

/**
 * A failed call in the member's words: the message of its error code, with the values it
 * needs (the date registration opens); anything unexpected is the generic message.
 */
export function errorMessage(t: TFunction, error: unknown, languageTag: string): string {
  if (!(error instanceof ApiError)) return t('errors.GENERIC');
  const key = `errors.${error.code}`;
  if (!t(key as 'errors.GENERIC', { defaultValue: '' })) return t('errors.GENERIC');
  const opensOn = error.details.opensOn;
  return t(key as 'errors.GENERIC', opensOn ? { date: formatLongDate(opensOn, languageTag) } : {});
}

/** Field errors of a 400, for a form to show beside each field. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? error.fields : {};
}
