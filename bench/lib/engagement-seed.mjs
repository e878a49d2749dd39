// Health-action completions and ledger entries for every member of a client, written straight in
// SQL (generate_series), so the scale figures read members who have a history: 20 completions,
// 50 entries on their own ledger account and 10 readings of each tracker in the last 30 days each. The rows hold the ledger's invariants (entries
// sum to zero per transaction, balances and versions follow the entries, lots hold what was
// credited) but are not the portal's exact postings: no allowance accounts, a reward per entry.
// Members seeded before are left alone, so a larger roster seeds only its new members.

export const COMPLETIONS_PER_MEMBER = 20;
export const LEDGER_ENTRIES_PER_MEMBER = 50;
/** Readings of each tracker, every third day back from the plan's today: the history's 30 days hold them all. */
export const TRACKER_ENTRIES_PER_TRACKER = 10;

const STATEMENTS = [
  // Consistent rows written directly: the ledger's triggers guard the portal's own writes.
  `set local session_replication_role = replica`,
  `create temp table seed_members on commit drop as
     select distinct on (m.id) m.id as member_id, c.id as coverage_id, m.client_id, cl.currency
     from members m
     join clients cl on cl.id = m.client_id and cl.abbreviation = $1
     join member_coverages c on c.member_id = m.id
     where not exists (select 1 from member_completions done where done.member_id = m.id and done.source_ref like 'bench-%')
     order by m.id, c.start_date desc`,
  `create temp table seed_actions on commit drop as
     select row_number() over (order by (action ->> 'id')::int) as position, (action ->> 'id')::int as id, action ->> 'code' as code
     from clients, jsonb_array_elements(programme -> 'healthActions') as action
     where abbreviation = $1 and action ->> 'containerHealthActionId' is null`,
  `insert into member_completions (client_id, member_id, health_action_id, completion_date, source, source_ref,
     member_coverage_id, recorded_at, reward_settled_at, reward_attempt_after)
   select s.client_id, s.member_id, a.id, date '2026-01-05' + (g * 12), 'ATTESTATION', 'bench-' || g, s.coverage_id, now(), now(), now()
   from seed_members s, generate_series(1, ${COMPLETIONS_PER_MEMBER}) g
   join seed_actions a on a.position = 1 + (g - 1) % (select count(*) from seed_actions)`,
  // Plausible readings in each tracker's unit (sleep in minutes); a blood pressure's diastolic stays below its systolic.
  `insert into tracker_entries (client_id, member_id, tracker, entry_date, value, diastolic, source, entered_by_hand, created_at, updated_at)
   select s.client_id, s.member_id, t.tracker, (now() at time zone cl.time_zone)::date - g * 3, t.low + (s.member_id + g * 7) % t.spread,
     case when t.tracker = 'bloodPressure' then 70 + (s.member_id + g) % 25 end, 'MANUAL', true, now(), now()
   from seed_members s join clients cl on cl.id = s.client_id,
     (values ('nutrition', 1600, 900), ('weight', 140, 60), ('workouts', 150, 400), ('glucose', 80, 60),
             ('steps', 3000, 9000), ('bloodPressure', 110, 40), ('sleep', 360, 180)) as t(tracker, low, spread),
     generate_series(0, ${TRACKER_ENTRIES_PER_TRACKER - 1}) g
   on conflict do nothing`,
  `insert into ledger_accounts (client_id, kind, currency)
   select id, 'FUNDING', currency from clients where abbreviation = $1 on conflict do nothing`,
  `insert into ledger_accounts (client_id, kind, currency, member_coverage_id, member_id)
   select client_id, 'MEMBER', currency, coverage_id, member_id from seed_members on conflict do nothing`,
  `create temp table seed_rewards on commit drop as
     select s.*, account.id as account_id, g as n, 100 + (g * 37) % 400 as amount, 'bench:' || s.member_id || ':' || g as key
     from seed_members s
     join ledger_accounts account on account.kind = 'MEMBER' and account.member_coverage_id = s.coverage_id,
     generate_series(1, ${LEDGER_ENTRIES_PER_MEMBER}) g`,
  `insert into ledger_transactions (client_id, type, effective_at, idempotency_key)
   select client_id, 'REWARD', timestamp '2026-01-05' + n * interval '5 days', key from seed_rewards`,
  `alter table seed_rewards add column transaction_id int`,
  `update seed_rewards r set transaction_id = t.id from ledger_transactions t where t.client_id = r.client_id and t.idempotency_key = r.key`,
  `insert into ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
   select transaction_id, account_id, amount, sum(amount) over (partition by account_id order by n), n from seed_rewards`,
  `insert into ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
   select r.transaction_id, f.id, -r.amount, f.balance - sum(r.amount) over (order by r.transaction_id),
     f.version + row_number() over (order by r.transaction_id)
   from seed_rewards r join ledger_accounts f on f.client_id = r.client_id and f.kind = 'FUNDING' and f.currency = r.currency`,
  `update ledger_accounts a set balance = x.balance, version = x.version
   from (select account_id, sum(amount) as balance, count(*) as version from seed_rewards group by account_id) x where a.id = x.account_id`,
  `update ledger_accounts f set balance = f.balance - x.total, version = f.version + x.entries
   from (select client_id, currency, sum(amount) as total, count(*) as entries from seed_rewards group by client_id, currency) x
   where f.client_id = x.client_id and f.kind = 'FUNDING' and f.currency = x.currency`,
  `insert into reward_lots (client_id, account_id, transaction_id, earned_on, amount, remaining)
   select client_id, account_id, transaction_id, date '2026-01-05' + n * 5, amount, amount from seed_rewards`,
  `insert into reward_issues (client_id, member_id, member_coverage_id, currency, idempotency_key, completion_id, health_action_id,
     health_action_cd, source, earned_on, earned_amount, issued_amount, not_issued_amount, transaction_id, issued_at)
   select r.client_id, r.member_id, r.coverage_id, r.currency, r.key, c.id, c.health_action_id, a.code, 'ATTESTATION',
     date '2026-01-05' + r.n * 5, r.amount, r.amount, 0, r.transaction_id, now()
   from seed_rewards r
   join member_completions c on c.member_id = r.member_id and c.source_ref = 'bench-' || (1 + (r.n - 1) % ${COMPLETIONS_PER_MEMBER})
   join seed_actions a on a.id = c.health_action_id`,
  `analyze`,
];

/** Seeds every member of `client` not seeded yet, in one transaction; answers how many members it seeded. */
export async function seedEngagement(database, client) {
  return database.transaction(async (query) => {
    let seeded = 0;
    for (const statement of STATEMENTS) {
      const rows = await query(statement, statement.includes('$1') ? [client] : []);
      if (statement.startsWith('create temp table seed_members'))
        seeded = (await query('select count(*)::int as n from seed_members'))[0].n;
      void rows;
    }
    return seeded;
  });
}

/** A database the bench's steps write to directly: PostgreSQL at `url`, or the portal's PGlite directory. */
export async function openBenchDatabase(env) {
  if (env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return {
      async transaction(work) {
        await client.query('begin');
        try {
          const result = await work(async (text, values) => (await client.query(text, values)).rows);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      },
      /**
       * Vacuums what the seed wrote and writes it out, so the routes are measured on a database at
       * rest: without it, the autovacuum the seed's millions of rows call for runs during the
       * measurement and shows in its p99.
       */
      async settle() {
        await client.query('vacuum (analyze)');
        await client.query('checkpoint');
      },
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const path = await import('node:path');
  const db = await PGlite.create(path.join(env.DATA_DIR, 'pglite'));
  return {
    transaction: (work) => db.transaction((tx) => work(async (text, values) => (await tx.query(text, values)).rows)),
    async settle() {
      await db.query('vacuum (analyze)');
    },
    close: () => db.close(),
  };
}

/**
 * One lot that never expires, credited from the programme's funding to `username`'s latest
 * coverage, so the bench can redeem for as long as it measures. Rows as the seed above writes them.
 * The lot is earned on the plan's date, not the database's: a lot dated after the plan's today
 * does not pay yet, so a UTC date would leave the bench unable to redeem in the hours when UTC is a
 * day ahead of the plan.
 */
export async function fundMember(database, client, username, amount) {
  const steps = [
    `set local session_replication_role = replica`,
    `create temp table fund_member on commit drop as
       select m.client_id, m.id as member_id, c.id as coverage_id, cl.currency, $3::bigint as amount, 'bench-fund:' || m.id || ':' || $3::bigint as key,
         (now() at time zone cl.time_zone)::date as earned_on
       from members m join clients cl on cl.id = m.client_id and cl.abbreviation = $1
       join member_coverages c on c.member_id = m.id
       where m.username = $2 order by c.start_date desc limit 1`,
    `insert into ledger_accounts (client_id, kind, currency) select client_id, 'FUNDING', currency from fund_member on conflict do nothing`,
    `insert into ledger_accounts (client_id, kind, currency, member_coverage_id, member_id)
     select client_id, 'MEMBER', currency, coverage_id, member_id from fund_member on conflict do nothing`,
    `insert into ledger_transactions (client_id, type, effective_at, idempotency_key, reason)
     select client_id, 'ADJUSTMENT', now(), key, 'bench funding' from fund_member`,
    `insert into ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
     select t.id, a.id, x.amount, a.balance + x.amount, a.version + 1
     from fund_member f join ledger_transactions t on t.client_id = f.client_id and t.idempotency_key = f.key
     join ledger_accounts a on a.client_id = f.client_id and a.currency = f.currency
       and ((a.kind = 'MEMBER' and a.member_coverage_id = f.coverage_id) or (a.kind = 'FUNDING' and a.member_coverage_id is null)),
     lateral (select case a.kind when 'MEMBER' then f.amount else -f.amount end as amount) x`,
    `update ledger_accounts a set balance = a.balance + case a.kind when 'MEMBER' then f.amount else -f.amount end, version = a.version + 1
     from fund_member f where a.client_id = f.client_id and a.currency = f.currency
       and ((a.kind = 'MEMBER' and a.member_coverage_id = f.coverage_id) or (a.kind = 'FUNDING' and a.member_coverage_id is null))`,
    `insert into reward_lots (client_id, account_id, transaction_id, earned_on, amount, remaining)
     select f.client_id, a.id, t.id, f.earned_on, f.amount, f.amount
     from fund_member f join ledger_transactions t on t.client_id = f.client_id and t.idempotency_key = f.key
     join ledger_accounts a on a.kind = 'MEMBER' and a.member_coverage_id = f.coverage_id and a.currency = f.currency`,
  ];
  await database.transaction(async (query) => {
    for (const statement of steps) await query(statement, statement.includes('$1') ? [client, username, amount] : []);
  });
}

/**
 * Makes `count` adult members of the roster with a coverage running today into registered members
 * who sign in as `bench.redeemer.<n>` with `template`'s password, have accepted what `template`
 * accepted and have a mailing address: several members who redeem at once, as a plan's do.
 * Answers their usernames.
 */
export async function registerRedeemers(database, client, template, count) {
  const steps = [
    [
      `create temp table bench_redeemers on commit drop as
       select m.id as member_id, m.client_id, 'bench.redeemer.' || row_number() over (order by m.id) as username
       from members m join clients cl on cl.id = m.client_id and cl.abbreviation = $1
       where m.username is null and m.dob <= current_date - interval '18 years'
         and exists (select 1 from member_coverages c where c.member_id = m.id
                     and c.start_date <= current_date and (c.end_date is null or c.end_date >= current_date))
       order by m.id limit $2`,
      [client, count],
    ],
    [
      `update members m set username = r.username, username_key = r.username, password_hash = t.password_hash,
       registered_at = now(), preferred_language_cd = 'en'
     from bench_redeemers r, members t where m.id = r.member_id and t.client_id = r.client_id and t.username = $1`,
      [template],
    ],
    [
      `insert into member_agreements (client_id, member_id, client_agreement_id, accepted_at)
     select r.client_id, r.member_id, a.client_agreement_id, now()
     from bench_redeemers r join members t on t.client_id = r.client_id and t.username = $1
     join member_agreements a on a.member_id = t.id`,
      [template],
    ],
    [
      `insert into member_addresses (client_id, member_id, street_addr1, city, state, zip, is_primary)
     select client_id, member_id, '1 Bench Way', 'Portland', 'OR', '97209', true from bench_redeemers`,
      [],
    ],
    [`select username from bench_redeemers order by member_id`, []],
  ];
  let usernames = [];
  await database.transaction(async (query) => {
    for (const [statement, values] of steps) {
      const rows = await query(statement, values);
      if (statement.startsWith('select')) usernames = rows.map((row) => row.username);
    }
  });
  if (usernames.length < count) throw new Error(`only ${usernames.length} of ${count} bench redeemers could be registered`);
  return usernames;
}
