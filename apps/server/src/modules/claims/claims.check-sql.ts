import {
  CLAIM_CODE_PATTERNS,
  claimCodeKey,
  isClaimCode,
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
const TRIMMED =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

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

/**
 * The programme's verifying codes (`actionsByClaimCode`'s keys) as a checked claim's codes compare
 * with them: procedure codes whose key's system is the one their form gives, diagnosis codes without the dot.
 */
function programmeKeys(codeKeys: readonly string[]): { procedureKeys: string[]; diagnosisKeys: string[] } {
  const procedureKeys: string[] = [];
  const diagnosisKeys: string[] = [];
  for (const key of codeKeys) {
    const [system, code = ''] = key.split(/:(.*)/s);
    if (system === 'ICD10') diagnosisKeys.push(code);
    else if (key === claimCodeKey(isClaimCode('CPT', code) ? 'CPT' : 'HCPCS', code)) procedureKeys.push(code);
  }
  return { procedureKeys, diagnosisKeys };
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
    ...MEMBER_MATCH.parameters,
    ...CLAIM_ID_MATCH.parameters,
    datePattern: ISO_DATE.source,
    cptPattern: CLAIM_CODE_PATTERNS.CPT.source,
    hcpcsPattern: CLAIM_CODE_PATTERNS.HCPCS.source,
    icd10Pattern: CLAIM_CODE_PATTERNS.ICD10.source,
    separatorPattern: `[${TRIMMED}]*\\${CLAIM_CODE_SEPARATOR}[${TRIMMED}]*`,
    procedureListPattern: listPattern([CLAIM_CODE_PATTERNS.CPT, CLAIM_CODE_PATTERNS.HCPCS]),
    diagnosisListPattern: listPattern([CLAIM_CODE_PATTERNS.ICD10]),
    today: context.today,
    ...programmeKeys(context.codeKeys),
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

/**
 * A match of a whole-string pattern in SQL. PostgreSQL's regular expressions expand a bounded
 * repetition into states, which made `^[...]{1,64}$` cost some 6 µs a line: that one form is
 * matched as the class repeated, with the bounds on the length.
 */
function sqlMatch(value: string, pattern: RegExp, name: string): { condition: string; parameters: Record<string, string> } {
  const bounded = /^\^(\[[^\]]+\])\{(\d+),(\d+)\}\$$/.exec(pattern.source);
  if (!bounded) return { condition: `${value} ~ {{${name}}}`, parameters: { [name]: pattern.source } };
  const [, characterClass, least, most] = bounded;
  return {
    condition: `(${value} ~ {{${name}}} and char_length(${value}) between ${least} and ${most})`,
    parameters: { [name]: `^${characterClass}*$` },
  };
}

const MEMBER_MATCH = sqlMatch('member_number', MEMBER_NUMBER, 'memberPattern');
const CLAIM_ID_MATCH = sqlMatch('claim_id', CLAIM_ID, 'claimIdPattern');

/** A whole-string pattern of the domain without its anchors, to be combined. */
function inner(pattern: RegExp): string {
  const { source } = pattern;
  if (!source.startsWith('^') || !source.endsWith('$')) throw new Error(`${source} is not anchored at both ends`);
  return `(?:${source.slice(1, -1)})`;
}

/** Codes joined by the separator, each of one of `patterns` (or none at all): a whole cell checked in one match. */
function listPattern(patterns: readonly RegExp[]): string {
  const code = `(?:${patterns.map(inner).join('|')})`;
  return `^(?:${code}(?:\\${CLAIM_CODE_SEPARATOR}${code})*)?$`;
}

/**
 * A cell's codes as `codesIn` gives them: split on the separator, trimmed, upper case, empty ones
 * dropped, each once in first order (the common one or two distinct codes without a subquery).
 */
function codesOf(split: string): string {
  return `case when cardinality(${split}) < 2 or (cardinality(${split}) = 2 and ${split}[1] <> ${split}[2]) then ${split}
      else array(select code from unnest(${split}) with ordinality as part(code, n) group by code order by min(n)) end`;
}

function splitCell(cell: string): string {
  return `array_remove(regexp_split_to_array(upper(btrim(${cell}, {{trimmed}})), {{separatorPattern}}), '')`;
}

/** `isCalendarDate`: the pattern, then a day that exists (years before 100 are not dates there either). */
const DATE_IS_A_DATE = `case when service_date !~ {{datePattern}} then false
    when substr(service_date, 1, 4)::int < 100 or substr(service_date, 6, 2)::int not between 1 and 12 then false
    else substr(service_date, 9, 2)::int between 1 and extract(day from make_date(substr(service_date, 1, 4)::int,
      substr(service_date, 6, 2)::int, 1) + interval '1 month - 1 day')::int end`;

/**
 * Whether a checked claim bills a verifying code of the programme: its procedure codes among the
 * programme's (by the system their form gives), or its diagnosis codes without their dot among the
 * programme's, as `claimCodeKey` compares them.
 */
const MATCHES = `procedure_codes && {{procedureKeys}}::text[]
    or string_to_array(replace(array_to_string(diagnosis_codes, '|'), '.', ''), '|') && {{diagnosisKeys}}::text[]`;

/** Every staged line with what the checks found, the first line of its claim id, its member and whether the client has the claim. */
export const CREATE_CLAIM_CHECKS = `create temp table claim_checks as
  with split as (
    select line, malformed, client_member_id as raw_client_member_id, claim_id as raw_claim_id,
      service_date as raw_service_date, procedure_codes as raw_procedure_codes, diagnosis_codes as raw_diagnosis_codes,
      btrim(client_member_id, {{trimmed}}) as member_number, btrim(claim_id, {{trimmed}}) as claim_id,
      btrim(service_date, {{trimmed}}) as service_date, cells.procedure_split, cells.diagnosis_split
    from claim_staging,
      -- offset 0 keeps each cell split once per line instead of once per use
      lateral (select ${splitCell('procedure_codes')} as procedure_split, ${splitCell('diagnosis_codes')} as diagnosis_split offset 0) as cells
  ), formed as materialized (
    select split.*, ${MEMBER_MATCH.condition} as member_ok, ${CLAIM_ID_MATCH.condition} as claim_ok,
      ${DATE_IS_A_DATE} as date_ok,
      array_to_string(procedure_split, '|') ~ {{procedureListPattern}} as procedures_ok,
      array_to_string(diagnosis_split, '|') ~ {{diagnosisListPattern}} as diagnoses_ok,
      ${codesOf('procedure_split')} as procedure_codes,
      ${codesOf('diagnosis_split')} as diagnosis_codes
    from split
  ), checked as (
    select formed.*, case when date_ok then service_date::date > {{today}}::date else false end as date_future from formed
  ), judged as (
    select checked.*, malformed is null and member_ok and claim_ok and date_ok and not date_future and procedures_ok
      and diagnoses_ok and cardinality(procedure_codes) + cardinality(diagnosis_codes) > 0 as form_ok
    from checked
  ), matched as materialized (
    select judged.*, case when form_ok then ${MATCHES} else false end as good from judged
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

/** Every refusal, one row per issue (the lines not accepted read once, not once per rule), in the order the row path reports them: by line, then as `checkClaimRow` lists them. */
export const REFUSALS = `with refused as materialized (select * from claim_checks where not accepted)
  select line, "column", code, message from (
    select line, 0 as step, 0 as n, '' as "column", 'MALFORMED_LINE' as code, malformed as message from refused where malformed is not null
    union all
    select line, 1, 0, 'client_member_id', case when member_number = '' then 'REQUIRED' else 'INVALID_FORMAT' end, {{memberRule}}
      from refused where malformed is null and not member_ok
    union all
    select line, 2, 0, 'claim_id', case when claim_id = '' then 'REQUIRED' else 'INVALID_FORMAT' end, {{claimIdRule}}
      from refused where malformed is null and not claim_ok
    union all
    select line, 3, 0, 'service_date', 'INVALID_FORMAT', {{notADate0}} || service_date || {{notADate1}} from refused where malformed is null and not date_ok
    union all
    select line, 3, 0, 'service_date', 'OUT_OF_RANGE', {{future0}} || service_date || {{future1}} from refused where malformed is null and date_future
    union all
    select line, 4, n, 'procedure_codes', 'INVALID_FORMAT', {{badProcedure0}} || code || {{badProcedure1}}
      from refused, unnest(procedure_codes) with ordinality as part(code, n)
      where malformed is null and not procedures_ok and not (code ~ {{cptPattern}} or code ~ {{hcpcsPattern}})
    union all
    select line, 5, n, 'diagnosis_codes', 'INVALID_FORMAT', {{badDiagnosis0}} || code || {{badDiagnosis1}}
      from refused, unnest(diagnosis_codes) with ordinality as part(code, n)
      where malformed is null and not diagnoses_ok and code !~ {{icd10Pattern}}
    union all
    select line, 6, 0, 'procedure_codes', 'REQUIRED', {{noCodes}}
      from refused where malformed is null and cardinality(procedure_codes) + cardinality(diagnosis_codes) = 0
    union all
    select line, 7, 0, '', 'NO_MATCHING_HEALTH_ACTION', {{noMatch0}} || claim_id || {{noMatch1}} from refused where form_ok and not good
    union all
    select line, 8, 0, '', 'DUPLICATE_ROW', {{duplicate0}} || first_line || {{duplicate1}} from refused where good and first_line < line
    union all
    select line, 9, 0, 'client_member_id', 'UNKNOWN_REFERENCE', {{notOnRoster0}} || member_number || {{notOnRoster1}}
      from refused where good and first_line = line and member_id is null
  ) as refusals
  order by line, step, n`;
