import { ERROR_STATUS, type ErrorCode } from '@portal/contract';

/** A failure with a stable code from the contract's catalogue; the error plugin answers it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field name to a validation message key. */
    readonly fields?: Record<string, string>,
    /** Values the member's message needs, such as a date. */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} was not found`);
}

/** A 400 naming each field that is not right, with its message key. */
export function validationError(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', 'Some information is missing or not valid', fields);
}
