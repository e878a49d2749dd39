import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { databaseUrl, withAdminClient } from '../../test/postgres-admin';
import { testDatabaseKind } from '../../test/test-database';
import { openDatabase, queryRows, type DatabaseHandle } from './database';

const OWNER_BACKFILL = '0006_member_rows_carry_client';
const BACKFILLED = [
  'remember_tokens',
  'totp_used_steps',
  'member_agreements',
  'member_subscriptions',
  'subscription_comments',
  'unsubscribe_events',
];

const cleanUps: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** The migrations as they were before the back-fill: the folder with the journal cut short. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  cleanUps.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

async function emptyDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') return openDatabase({ url: undefined, pgliteDir: undefined });
  const name = `migration_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  cleanUps.push(() => withAdminClient(async (client) => void (await client.query(`drop database if exists ${name} with (force)`))));
  return openDatabase({ url: databaseUrl(name), pgliteDir: undefined });
}

async function migrateWith(database: DatabaseHandle, migrationsFolder: string): Promise<void> {
  // Each driver has its own migrator; the database handle hides which it is.
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePostgres(database.db as never, { migrationsFolder });
}

it("gives rows written before client_id was required their member's client", async () => {
  const database = await emptyDatabase();
  cleanUps.push(() => database.close());
  const { db } = database;
  await migrateWith(database, migrationsBefore(OWNER_BACKFILL));

  const [client] = await queryRows<{ id: number }>(
    db,
    sql`insert into clients (abbreviation, name, title, programme_id, schema_name, storage_root, languages, preferred_languages,
          support_contacts, contracts, insurance_cards, lingo, login_message, important_documents, line_of_business_type_cd, races, ethnicities)
        values ('OLD', 'Old plan', 'Old plan', 'P1', 'old', '/old', '[]', '{en}', '[]', '[]', '[]', '{}', '{}', '[]', 'MEDICAID', '[]', '[]')
        returning id`,
  );
  const [member] = await queryRows<{ id: number }>(
    db,
    sql`insert into members (client_id, client_member_id, first_name, last_name, dob)
        values (${client!.id}, 'OLD1', 'Ada', 'Old', '1970-01-01') returning id`,
  );
  const [agreement] = await queryRows<{ id: number }>(
    db,
    sql`insert into client_agreements (client_id, type, recurrence) values (${client!.id}, 'TERMS', 'ONCE') returning id`,
  );
  const memberId = member!.id;
  await db.execute(sql`insert into remember_tokens (member_id, token_hash, expires_at) values (${memberId}, 'hash', now())`);
  await db.execute(sql`insert into totp_used_steps (member_id, step) values (${memberId}, 1)`);
  await db.execute(
    sql`insert into member_agreements (member_id, client_agreement_id, accepted_at) values (${memberId}, ${agreement!.id}, now())`,
  );
  await db.execute(
    sql`insert into member_subscriptions (member_id, category, status, updated_at) values (${memberId}, 'SURVEYS', 'UNSUBSCRIBED', now())`,
  );
  await db.execute(sql`insert into subscription_comments (member_id, comment, recorded_at) values (${memberId}, 'Too many', now())`);
  await db.execute(
    sql`insert into unsubscribe_events (member_id, category, status, recorded_at) values (${memberId}, 'SURVEYS', 'UNSUBSCRIBED', now())`,
  );

  await migrateWith(database, MIGRATIONS_DIR);

  for (const table of BACKFILLED) {
    const rows = await queryRows<{ client_id: number }>(db, sql`select client_id from ${sql.identifier(table)}`);
    expect(rows, table).toEqual([{ client_id: client!.id }]);
  }
  const nullable = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns where column_name = 'client_id' and is_nullable = 'YES'
          and table_name in (${sql.join(
            BACKFILLED.map((table) => sql`${table}`),
            sql`, `,
          )})`,
  );
  expect(nullable).toEqual([]);
  // Two migrations from nothing: slower than one test's default time on a busy machine.
}, 180_000);
