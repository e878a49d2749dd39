/**
 * What the claims feed on PostgreSQL leaves to SQL once the domain has checked every line
 * (decision 0036), found as the exceptions to "a good line is saved": a line repeating the
 * claim id of an earlier good line (only lines the staging marked as possible repeats are
 * looked at), a member number not on the client's roster, a claim id the client already has.
 * `$1` is the client's id.
 */
export const CREATE_CLAIM_EXCEPTIONS = `create temp table claim_exceptions as
  with repeats as (
    select later.line, min(earlier.line) as first_line
    from claim_staging as later
      join claim_staging as earlier on earlier.claim_id = later.claim_id and earlier.line < later.line and earlier.issues is null
    where later.maybe_repeated
    group by later.line
  ), unmatched as (
    select staged.line, staged.client_member_id, member.id is not null as saved
    from claim_staging as staged
      left join members as member on member.client_id = $1 and member.client_member_id = staged.client_member_id
      left join claims as saved on saved.client_id = $1 and saved.claim_id = staged.claim_id
    where staged.issues is null and (member.id is null or saved.claim_id is not null)
  )
  select line, first_line, null as client_member_id, false as saved from repeats
  union all
  select line, null, client_member_id, saved from unmatched where not exists (select from repeats where repeats.line = unmatched.line)`;

/**
 * Marks the exceptions on their staged lines, so that what is saved is read without an anti-join
 * per line (which the planner made a nested loop for a handful of exceptions).
 */
export const MARK_EXCEPTIONS = `update claim_staging as staged set excepted = true
  from claim_exceptions as exception where exception.line = staged.line`;

/** Every refused line in line order: the domain's issues, or the first line of its claim id, or its member number. */
export const REFUSED_LINES = `select line, issues, null::integer as first_line, null as client_member_id
    from claim_staging where issues is not null
  union all
  select line, null, first_line, client_member_id from claim_exceptions where not saved
  order by line`;

/** The good lines that are saved: new claims of members on the roster, each claim id once. */
const NEW_CLAIMS_FROM = `claim_staging as staged
    join members as member on member.client_id = $1 and member.client_member_id = staged.client_member_id`;
const NEW_CLAIMS_WHERE = 'staged.issues is null and staged.excepted is null';

/** The new claims whose member has a coverage around the service date: the only ones that may complete an action. */
export const CANDIDATE_CLAIMS = `select staged.line, member.id as member_id, staged.client_member_id, staged.claim_id,
    staged.service_date::text as service_date, staged.procedure_codes, staged.diagnosis_codes,
    json_agg(json_build_object('startDate', coverage.start_date::text, 'endDate', coverage.end_date::text)) as coverages
  from ${NEW_CLAIMS_FROM}
    join member_coverages as coverage on coverage.member_id = member.id and coverage.start_date <= staged.service_date
      and (coverage.end_date is null or staged.service_date <= coverage.end_date)
  where ${NEW_CLAIMS_WHERE}
  group by staged.line, member.id, staged.client_member_id, staged.claim_id, staged.service_date, staged.procedure_codes,
    staged.diagnosis_codes
  order by staged.line`;

/**
 * Saves the new claims. No ON CONFLICT: the exceptions were found under the client's
 * claims-import lock, so no other import can have saved one of these ids since.
 */
export const SAVE_NEW_CLAIMS = `insert into claims (client_id, member_id, claim_id, service_date, procedure_codes, diagnosis_codes)
  select $1, member.id, staged.claim_id, staged.service_date, staged.procedure_codes, staged.diagnosis_codes
  from ${NEW_CLAIMS_FROM} where ${NEW_CLAIMS_WHERE}`;
