import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError, statementName } from './query-errors';

class FakeDatabaseError extends Error {
  readonly code = '22P02';
  readonly detail = 'Key (token_hash)=(9f2c...) already exists.';
  readonly table = 'refresh_tokens';
}

describe('a failed query in the log', () => {
  it('names the statement and the code, never the values, the text or the database message', () => {
    const cause = new FakeDatabaseError('invalid input syntax for type uuid: "maria.lopez"');
    const failure = new DrizzleQueryError(
      'update "refresh_tokens" set "used_at" = $1 where "token_hash" = $2',
      ['2026-01-01', 'secret-hash'],
      cause,
    );
    const logged = JSON.stringify(serializeError(failure));
    expect(JSON.parse(logged)).toMatchObject({ statement: 'update refresh_tokens', code: '22P02', table: 'refresh_tokens' });
    for (const leak of ['secret-hash', 'maria.lopez', 'token_hash', 'already exists', '$2']) expect(logged).not.toContain(leak);
  });

  it('keeps other errors as they are', () => {
    expect(serializeError(new Error('plain failure'))).toMatchObject({ message: 'plain failure', type: 'Error' });
  });

  it('names statements by verb and table', () => {
    expect(statementName('select "id" from "member_sessions" where "id" = $1')).toBe('select member_sessions');
    expect(statementName('insert into "audit_events" ("staff_id") values ($1)')).toBe('insert audit_events');
    expect(
      statementName(
        'with session as (insert into member_sessions values ($1) returning id) insert into refresh_tokens select id from session',
      ),
    ).toBe('insert member_sessions');
  });
});
