import {
  CLAIM_CODE_PATTERNS,
  CLAIM_CODE_SEPARATOR,
  CLAIM_ID,
  CLAIM_ID_RULE,
  CLAIM_ROW_MESSAGES,
  ISO_DATE,
  MEMBER_NUMBER,
  MEMBER_NUMBER_RULE,
} from '@portal/domain';
import { duplicateRowMessage } from '../../feeds/feed-import';
import { notOnRosterMessage } from './claims.refusals';

/**
 * The domain's claim row check (`checkClaimRow`) as set-based SQL over the staging table, for
 * the claims feed on PostgreSQL (decision 0032). The patterns and the words are the domain's
 * own, passed in as parameters; what is written here is only how SQL applies them.
 */

/** What JavaScript's `String.prototype.trim` removes, for `btrim`. */
const TRIMMED = '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** A message builder split around the value it names, for `prefix || value || suffix` in SQL. */
function around(message: (value: string) => string): { prefix: string; suffix: string } {
  const [prefix = '', suffix = ''] = message('\u0000').split('\u0000');
  return { prefix, suffix };
}

export interface ClaimCheckContext {
  readonly clientId: number;
  readonly abbreviation: string;
  readonly today: string;
  /** The programme's verifying codes in the form codes compare in (`actionsByClaimCode`'s keys). */
  readonly codeKeys: readonly string[];
  readonly rowKeyDescription: string;
}

/** The values the statements below name as `{{name}}`. */
export function checkParameters(context: ClaimCheckContext): Record<string, unknown> {
  const messages = {
    notADate: around(CLAIM_ROW_MESSAGES.dateNotADate),
    future: around(CLAIM_ROW_MESSAGES.dateInFuture),
    badProcedure: around(CLAIM_ROW_MESSAGES.badProcedureCode),
    badDiagnosis: around(CLAIM_ROW_MESSAGES.badDiagnosisCode),
    noMatch: around(CLAIM_ROW_MESSAGES.noMatchingAction),
    duplicate: around((line) => duplicateRowMessage(line, context.rowKeyDescription)),
    notOnRoster: around((number) => notOnRosterMessage(number, context.abbreviation)),
  };
  return {
    trimmed: TRIMMED,
    memberPattern: MEMBER_NUMBER.source,
    claimIdPattern: CLAIM_ID.source,
    datePattern: ISO_DATE.source,
    cptPattern: CLAIM_CODE_PATTERNS.CPT.source,
    hcpcsPattern: CLAIM_CODE_PATTERNS.HCPCS.source,
    icd10Pattern: CLAIM_CODE_PATTERNS.ICD10.source,
    today: context.today,
    codeKeys: context.codeKeys,
    clientId: context.clientId,
    memberRule: MEMBER_NUMBER_RULE,
    claimIdRule: CLAIM_ID_RULE,
    noCodes: CLAIM_ROW_MESSAGES.noCodes,
    ...Object.fromEntries(
      Object.entries(messages).flatMap(([name, { prefix, suffix }]) => [
        [`${name}0`, prefix],
        [`${name}1`, suffix],
      ]),
    ),
  };
}

/** A statement with `{{name}}` placeholders as node-postgres takes it: `$n` and only the values it uses. */
export function bind(text: string, values: Record<string, unknown>): { text: string; values: unknown[] } {
  const used: unknown[] = [];
  const numbers = new Map<string, number>();
  const bound = text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}}`);
    if (!numbers.has(name)) {
      used.push(values[name]);
      numbers.set(name, used.length);
    }
    return `$${numbers.get(name)}`;
  });
  return { text: bound, values: used };
}

/** A cell's codes as `codesIn` gives them: split on the separator, trimmed, upper case, empty ones dropped, each once in first order. */
function codesOf(cell: string): string {
  const upper = (value: string) => `upper(btrim(${value}, {{trimmed}}))`;
  return `case when strpos(${cell}, '${CLAIM_CODE_SEPARATOR}') = 0
      then case when ${upper(cell)} = '' then '{}'::text[] else array[${upper(cell)}] end
      else array(select code from (select ${upper('part.code')} as code, part.n from unnest(string_to_array(${cell}, '${CLAIM_CODE_SEPARATOR}')) with ordinality as part(code, n)) as split
        where code <> '' group by code order by min(n)) end`;
}

/** `isCalendarDate`: the pattern, then a day that exists (years before 100 are not dates there either). */
const DATE_IS_A_DATE = `case when service_date !~ {{datePattern}} then false
    when substr(service_date, 1, 4)::int < 100 or substr(service_date, 6, 2)::int not between 1 and 12 then false
    else substr(service_date, 9, 2)::int between 1 and extract(day from make_date(substr(service_date, 1, 4)::int,
      substr(service_date, 6, 2)::int, 1) + interval '1 month - 1 day')::int end`;

/** The key `claimCodeKey` gives each code of a checked claim: CPT or HCPCS by form, ICD-10 without its dot. */
const CODE_KEYS = `array(select case when code ~ {{cptPattern}} then 'CPT:' else 'HCPCS:' end || code from unnest(procedure_codes) as code)
    || array(select 'ICD10:' || regexp_replace(code, '\\.', '') from unnest(diagnosis_codes) as code)`;

/** Every staged line with what the checks found, the first line of its claim id, its member and whether the client has the claim. */
export const CREATE_CLAIM_CHECKS = `create temp table claim_checks as
  with trimmed as (
    select line, malformed, client_member_id as raw_client_member_id, claim_id as raw_claim_id,
      service_date as raw_service_date, procedure_codes as raw_procedure_codes, diagnosis_codes as raw_diagnosis_codes,
      btrim(client_member_id, {{trimmed}}) as member_number, btrim(claim_id, {{trimmed}}) as claim_id, btrim(service_date, {{trimmed}}) as service_date,
      ${codesOf('procedure_codes')} as procedure_codes,
      ${codesOf('diagnosis_codes')} as diagnosis_codes
    from claim_staging
  ), formed as (
    select trimmed.*, member_number ~ {{memberPattern}} as member_ok, claim_id ~ {{claimIdPattern}} as claim_ok, ${DATE_IS_A_DATE} as date_ok,
      coalesce((select bool_and(code ~ {{cptPattern}} or code ~ {{hcpcsPattern}}) from unnest(procedure_codes) as code), true) as procedures_ok,
      coalesce((select bool_and(code ~ {{icd10Pattern}}) from unnest(diagnosis_codes) as code), true) as diagnoses_ok
    from trimmed
  ), dated as (
    select formed.*, case when date_ok then service_date::date > {{today}}::date else false end as date_future from formed
  ), checked as (
    select dated.*, malformed is null and member_ok and claim_ok and date_ok and not date_future and procedures_ok
      and diagnoses_ok and cardinality(procedure_codes) + cardinality(diagnosis_codes) > 0 as form_ok
    from dated
  ), matched as (
    select checked.*, case when form_ok then ${CODE_KEYS} && {{codeKeys}}::text[] else false end as good from checked
  ), first_lines as (
    select claim_id, min(line) as first_line from matched where good group by claim_id
  )
  select matched.*, first_lines.first_line, member.id as member_id,
    good and first_lines.first_line = line and member.id is not null as accepted,
    saved.claim_id is not null as saved
  from matched
    left join first_lines on matched.good and first_lines.claim_id = matched.claim_id
    left join members as member on matched.good and member.client_id = {{clientId}} and member.client_member_id = matched.member_number
    left join claims as saved on matched.good and saved.client_id = {{clientId}} and saved.claim_id = matched.claim_id`;

/** Every refusal, one row per issue, in the order the row path reports them: by line, then as `checkClaimRow` lists them. */
export const REFUSALS = `select line, "column", code, message from (
    select line, 0 as step, 0 as n, '' as "column", 'MALFORMED_LINE' as code, malformed as message from claim_checks where malformed is not null
    union all
    select line, 1, 0, 'client_member_id', case when member_number = '' then 'REQUIRED' else 'INVALID_FORMAT' end, {{memberRule}}
      from claim_checks where malformed is null and not member_ok
    union all
    select line, 2, 0, 'claim_id', case when claim_id = '' then 'REQUIRED' else 'INVALID_FORMAT' end, {{claimIdRule}}
      from claim_checks where malformed is null and not claim_ok
    union all
    select line, 3, 0, 'service_date', 'INVALID_FORMAT', {{notADate0}} || service_date || {{notADate1}} from claim_checks where malformed is null and not date_ok
    union all
    select line, 3, 0, 'service_date', 'OUT_OF_RANGE', {{future0}} || service_date || {{future1}} from claim_checks where malformed is null and date_future
    union all
    select line, 4, n, 'procedure_codes', 'INVALID_FORMAT', {{badProcedure0}} || code || {{badProcedure1}}
      from claim_checks, unnest(procedure_codes) with ordinality as part(code, n)
      where malformed is null and not procedures_ok and not (code ~ {{cptPattern}} or code ~ {{hcpcsPattern}})
    union all
    select line, 5, n, 'diagnosis_codes', 'INVALID_FORMAT', {{badDiagnosis0}} || code || {{badDiagnosis1}}
      from claim_checks, unnest(diagnosis_codes) with ordinality as part(code, n)
      where malformed is null and not diagnoses_ok and code !~ {{icd10Pattern}}
    union all
    select line, 6, 0, 'procedure_codes', 'REQUIRED', {{noCodes}}
      from claim_checks where malformed is null and cardinality(procedure_codes) + cardinality(diagnosis_codes) = 0
    union all
    select line, 7, 0, '', 'NO_MATCHING_HEALTH_ACTION', {{noMatch0}} || claim_id || {{noMatch1}} from claim_checks where form_ok and not good
    union all
    select line, 8, 0, '', 'DUPLICATE_ROW', {{duplicate0}} || first_line || {{duplicate1}} from claim_checks where good and first_line < line
    union all
    select line, 9, 0, 'client_member_id', 'UNKNOWN_REFERENCE', {{notOnRoster0}} || member_number || {{notOnRoster1}}
      from claim_checks where good and first_line = line and member_id is null
  ) as refusals
  order by line, step, n`;
