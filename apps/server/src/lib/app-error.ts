import { ERROR_STATUS, type ErrorCode } from '@portal/contract';

/** A failure with a stable code from the contract's catalogue; the error plugin answers it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field name to a validation message key. */
    readonly fields?: Record<string, string>,
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
