import { HEALTH_ACTIONS_ERRORS } from './health-actions/errors';
import { HELP_ERRORS } from './help/errors';
import { LEARNING_ERRORS } from './learning/errors';
import { MESSAGES_ERRORS } from './messages/errors';
import { MEMBER_ACCOUNT_ERRORS } from './member-account/errors';
import { MOBILE_SIGN_IN_ERRORS } from './mobile-sign-in/errors';
import { QUESTIONNAIRES_ERRORS } from './questionnaires/errors';
import { RECOVERY_ERRORS } from './recovery/errors';
import { REGISTRATION_ERRORS } from './registration/errors';
import { REWARDS_ERRORS } from './rewards/errors';
import { SCHEDULING_ERRORS } from './scheduling/errors';
import { SHARED_ERRORS } from './shared/errors';
import { SSO_ERRORS } from './sso/errors';

/**
 * Every failure the API answers, with its HTTP status: the shared ones and each area's. The web
 * shows `errors.<CODE>` from its locale files, so each code has a message in every language.
 */
export const ERROR_STATUS = {
  ...SHARED_ERRORS,
  ...HEALTH_ACTIONS_ERRORS,
  ...HELP_ERRORS,
  ...LEARNING_ERRORS,
  ...MEMBER_ACCOUNT_ERRORS,
  ...MESSAGES_ERRORS,
  ...MOBILE_SIGN_IN_ERRORS,
  ...QUESTIONNAIRES_ERRORS,
  ...RECOVERY_ERRORS,
  ...REGISTRATION_ERRORS,
  ...REWARDS_ERRORS,
  ...SCHEDULING_ERRORS,
  ...SSO_ERRORS,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export interface ErrorBody {
  readonly error: {
    readonly code: ErrorCode;
    readonly message: string;
    readonly fields?: Record<string, string>;
    readonly details?: Record<string, string>;
  };
}

/** Checks the error shape by hand, so a caller needs no schema library to read failures. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  return (
    typeof code === 'string' && typeof message === 'string' && (fields === undefined || (typeof fields === 'object' && fields !== null))
  );
}
