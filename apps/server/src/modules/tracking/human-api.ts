import type { MemberKey } from '../../db/member-owned';

/** The operator's Human API account (HUMAN_API_* in the configuration). */
export interface HumanApiSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly tokenUrl: string;
}

/** Human API answered something other than a token. */
export class HumanApiError extends Error {
  override name = 'HumanApiError';
}

/**
 * A public token for the member's Human API connect window, from the operator's token endpoint.
 * The member is named to Human API by an opaque id of the portal's, never by a name or number
 * (decision 0044).
 */
export async function humanApiPublicToken(settings: HumanApiSettings, member: MemberKey): Promise<string> {
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      client_user_id: `${member.clientId}-${member.memberId}`,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new HumanApiError(`The token endpoint answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { public_token?: unknown } | null;
  if (typeof body?.public_token !== 'string' || body.public_token === '')
    throw new HumanApiError('The token endpoint gave no public_token');
  return body.public_token;
}
