import pino from 'pino';

/** A SQLSTATE: five digits or capitals, as PostgreSQL (and PGlite) report a failure. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
const STATEMENT_TARGET = /\b(?:from|into|update)\s+"?([a-z_][a-z0-9_]*)"?/i;

interface QueryFailure extends Error {
  readonly query?: unknown;
  readonly params?: unknown;
  readonly code?: unknown;
  readonly table?: unknown;
  readonly constraint?: unknown;
}

function causes(error: Error): QueryFailure[] {
  const chain: QueryFailure[] = [];
  for (let cause: unknown = error; cause instanceof Error && chain.length < 8; cause = cause.cause) chain.push(cause);
  return chain;
}

/** A statement's name for the log: its verb and the table it works on, as `update refresh_tokens`. */
export function statementName(query: string): string {
  const verb = /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert|update|delete)\b/i.exec(query)?.[1] ?? query.trim().split(/\s/)[0] ?? '';
  const target = STATEMENT_TARGET.exec(query)?.[1];
  return `${verb.toLowerCase()}${target ? ` ${target}` : ''}`.slice(0, 80);
}

/**
 * Errors as the log shows them. A failed query says which statement failed and the database's
 * code, never the statement's values, its text or the database's message and detail, which
 * quote the values (token hashes, session ids, usernames, reasons).
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return pino.stdSerializers.err(error as Error);
  const chain = causes(error);
  const query = chain.find((cause) => typeof cause.query === 'string' && 'params' in cause);
  const database = chain.find((cause) => typeof cause.code === 'string' && SQLSTATE.test(cause.code));
  if (!query && !database) return pino.stdSerializers.err(error);
  return {
    type: error.constructor.name,
    message: 'database query failed',
    statement: typeof query?.query === 'string' ? statementName(query.query) : undefined,
    code: database?.code,
    table: typeof database?.table === 'string' ? database.table : undefined,
    constraint: typeof database?.constraint === 'string' ? database.constraint : undefined,
    // Where it failed, without the first line, which repeats the message.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}
