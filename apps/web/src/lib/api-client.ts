import {
  buildCallPath,
  fromWireCase,
  isErrorBody,
  toWireCase,
  type CallAddress,
  type CallDefinition,
  type CallResponse,
} from '@portal/contract';
import { recordServerContact } from './activity';
import { pageConfig } from './page-config';
import { buildRequestHeaders, type RequestContext } from './request-headers';

/** A failed call: the server's error code and field messages, or NETWORK when nothing answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallInput {
  readonly params?: Record<string, string | number>;
  readonly query?: Record<string, string | number | boolean | null | undefined>;
  readonly body?: unknown;
  /** A file sent as it is (application/octet-stream), in place of a JSON body. */
  readonly file?: Blob;
  readonly signal?: AbortSignal;
  /** A bearer token of its own (the registration token), instead of the session's. */
  readonly bearer?: string;
  /** Headers of this call only (an elevated-role token). */
  readonly headers?: Record<string, string>;
}

interface ClientHooks {
  context(): RequestContext;
  /** A 401 on a signed-in call: the session is over. */
  onUnauthorized(): void;
}

let hooks: ClientHooks | undefined;

/** The page renews its token by itself; the server does not count that as the member's activity. */
const RENEWAL_PATH = '/v1/web/member/renew-jwt';

export function configureApiClient(clientHooks: ClientHooks): void {
  hooks = clientHooks;
}

export function callUrl(apiRoot: string, call: CallAddress, input: CallInput): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return `${apiRoot}${buildCallPath(call.path, input.params)}${search ? `?${search}` : ''}`;
}

export async function callApi<C extends CallDefinition>(call: CallAddress<C>, input: CallInput = {}): Promise<CallResponse<C>> {
  if (!hooks) throw new Error('The API client is used before it is configured');
  const context = hooks.context();
  const headers = buildRequestHeaders(context);
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  if (input.file !== undefined) headers['content-type'] = 'application/octet-stream';
  if (input.bearer) headers.authorization = `Bearer ${input.bearer}`;
  Object.assign(headers, input.headers);
  let response: Response;
  try {
    response = await fetch(callUrl(pageConfig.apiRoot, call, input), {
      method: call.method,
      headers,
      body: input.file ?? (input.body === undefined ? undefined : JSON.stringify(toWireCase(input.body))),
      signal: input.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached');
  }
  const payload: unknown = response.status === 204 ? {} : fromWireCase(await response.json().catch(() => null));
  if (response.ok) {
    if (context.member && call.path !== RENEWAL_PATH) recordServerContact();
    return payload as CallResponse<C>;
  }
  if (response.status === 401 && context.member) hooks.onUnauthorized();
  if (isErrorBody(payload)) {
    throw new ApiError(response.status, payload.error.code, payload.error.message, payload.error.fields, payload.error.details);
  }
  throw new ApiError(response.status, 'INTERNAL_ERROR', `The server answered ${response.status}`);
}
