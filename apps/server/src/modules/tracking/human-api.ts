import { HUMAN_API_LISTS, humanApiReadings, type ConvertedReadings, type HumanApiList } from '@portal/domain';
import type { MemberKey } from '../../db/member-owned';
import { ProviderNotConnectedError, type DeviceProviderAdapter, type ProviderSync } from './device-providers';

/** The operator's Human API account (HUMAN_API_* in the configuration; decisions 0044, 0049). */
export interface HumanApiSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The authentication service's token endpoint (sessions for Connect, access tokens for the data). */
  readonly tokenUrl: string;
  /** The data API's origin, https://api.humanapi.co unless the operator says otherwise. */
  readonly dataUrl: string;
}

/** Human API answered something other than what was asked. */
export class HumanApiError extends Error {
  override name = 'HumanApiError';
}

/** Where each list is read (Human API's wellness data API, version 1). */
const LIST_PATHS: Readonly<Record<HumanApiList, string>> = {
  activitySummaries: '/v1/human/activities/summaries',
  sleepSummaries: '/v1/human/sleeps/summaries',
  weight: '/v1/human/weight/readings',
  bloodPressure: '/v1/human/blood_pressure/readings',
  bloodGlucose: '/v1/human/blood_glucose/readings',
};

/** Records per page, Human API's largest; a list is read to its end or to MAX_PAGES pages. */
const PAGE_SIZE = 500;
const MAX_PAGES = 20;
const TIMEOUT_MS = 10_000;

/**
 * The member as Human API knows them: an opaque id of the portal's, never a name or member number
 * (decision 0044).
 */
const clientUserId = (member: MemberKey) => `${member.clientId}-${member.memberId}`;

async function tokenCall(settings: HumanApiSettings, fields: Record<string, string>): Promise<Response> {
  return fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, ...fields }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

async function tokenFrom(response: Response, field: string): Promise<string> {
  if (!response.ok) throw new HumanApiError(`The token endpoint answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const token = body?.[field];
  if (typeof token !== 'string' || token === '') throw new HumanApiError(`The token endpoint gave no ${field}`);
  return token;
}

/**
 * A session token for the member's Connect window. Human API starts a session with the user's
 * e-mail address, which it needs to reach them about their connections; nothing else of the
 * member is sent (decision 0049).
 */
export async function humanApiSessionToken(settings: HumanApiSettings, member: MemberKey, email: string): Promise<string> {
  return tokenFrom(
    await tokenCall(settings, { type: 'session', client_user_id: clientUserId(member), client_user_email: email }),
    'session_token',
  );
}

/**
 * An access token to read the member's data, or null when Human API has none to give: the member
 * has connected no source in the Connect window, or has taken their connections back.
 */
export async function humanApiAccessToken(settings: HumanApiSettings, member: MemberKey): Promise<string | null> {
  const response = await tokenCall(settings, { type: 'access', client_user_id: clientUserId(member) });
  if (response.status >= 400 && response.status < 500) return null;
  return tokenFrom(response, 'access_token');
}

/** One list's records, page by page; null when Human API no longer takes the access token. */
async function readList(settings: HumanApiSettings, accessToken: string, list: HumanApiList): Promise<ConvertedReadings | null> {
  const converted: ConvertedReadings = { readings: [], refusals: [] };
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const offset = page * PAGE_SIZE;
    const url = new URL(LIST_PATHS[list], settings.dataUrl);
    url.searchParams.set('limit', String(PAGE_SIZE));
    url.searchParams.set('offset', String(offset));
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401) return null;
    if (!response.ok) throw new HumanApiError(`${LIST_PATHS[list]} answered ${response.status}`);
    const records: unknown = await response.json().catch(() => null);
    if (!Array.isArray(records)) throw new HumanApiError(`${LIST_PATHS[list]} gave no list`);
    const read = humanApiReadings(list, records, offset);
    converted.readings.push(...read.readings);
    converted.refusals.push(...read.refusals);
    if (records.length < PAGE_SIZE) break;
  }
  return converted;
}

/**
 * Human API behind the device-provider interface (decision 0049): connecting asks for an access
 * token (the member has connected sources in the Connect window first), and a sync reads every
 * list the trackers take. Readings are kept once by their Human API id, so a sync adds only what
 * is new.
 */
export function humanApiProvider(settings: HumanApiSettings): DeviceProviderAdapter {
  return {
    name: 'HUMAN_API',
    async connect(_client, member) {
      if ((await humanApiAccessToken(settings, member)) === null) throw new ProviderNotConnectedError('HUMAN_API');
    },
    async sync(_client, member): Promise<ProviderSync> {
      const accessToken = await humanApiAccessToken(settings, member);
      if (accessToken === null) return { expired: true };
      const all: ConvertedReadings = { readings: [], refusals: [] };
      for (const list of HUMAN_API_LISTS) {
        const read = await readList(settings, accessToken, list);
        if (read === null) return { expired: true };
        all.readings.push(...read.readings);
        all.refusals.push(...read.refusals);
      }
      return all;
    },
  };
}
