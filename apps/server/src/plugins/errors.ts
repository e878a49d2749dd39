import { VALIDATION, isValidationMessageKey, type ErrorBody, type ErrorCode } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

interface ValidationIssue {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message?: string;
}

/** Maps a schema issue to a message key the web can translate. */
function messageKeyFor(issue: ValidationIssue): string {
  if (issue.message && isValidationMessageKey(issue.message)) return issue.message;
  if (issue.keyword === 'invalid_type' && issue.message?.endsWith('received undefined')) return VALIDATION.required;
  if (issue.keyword === 'too_big') return VALIDATION.tooLong;
  return VALIDATION.invalid;
}

export function validationFields(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= messageKeyFor(issue);
  }
  return fields;
}

function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>, details?: Record<string, string>): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
}

const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
};

const STATUS_CODES: Record<number, ErrorCode> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 429: 'RATE_LIMITED' };

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error shape for every failure. What the caller did wrong is a 4xx with a code; what
 * went wrong inside is logged in full and answered as a bare 500, never with its detail.
 */
async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, errorBody(error.code, error.message, error.fields, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation);
      return send(reply, 400, errorBody('VALIDATION_FAILED', `The request's ${error.validationContext ?? 'input'} is not valid`, fields));
    }
    const frameworkCode = FRAMEWORK_CODES[error.code];
    const status = error.statusCode ?? 500;
    if (frameworkCode) return send(reply, status, errorBody(frameworkCode, error.message));
    if (status >= 400 && status < 500) {
      return send(reply, status, errorBody(STATUS_CODES[status] ?? 'MALFORMED_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, errorBody('INTERNAL_ERROR', 'Something went wrong, please try again'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
