import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { ProviderAccount, ProviderContext, ProviderGrant } from 'oidc-provider';

/** The portal's registration at the demo provider; the demo plan's settings use the same. */
export const DEMO_OIDC_CLIENT = { clientId: 'portal-demo', clientSecret: 'demo-provider-secret-not-for-real-use' } as const;
export const DEMO_MEMBER_NUMBER_CLAIM = 'member_number';

export interface DemoIdentityProviderOptions {
  /** 0 picks a free port (tests). */
  readonly port: number;
  /** The portal's public address; its callback is the one redirect address registered. */
  readonly portalUrl: string;
  readonly clientAbbreviation: string;
  /** Loopback unless told otherwise: the demo provider vouches for anyone who types a number. */
  readonly host?: string;
}

export interface DemoIdentityProvider {
  readonly issuer: string;
  readonly port: number;
  close(): Promise<void>;
}

/** A stable, opaque subject for a member number (so a second sign-in is the same identity). */
export function demoSubject(memberNumber: string): string {
  return `demo-${createHash('sha256').update(memberNumber).digest('hex').slice(0, 24)}`;
}

function demoAccount(subject: string, memberNumber: string): ProviderAccount {
  const local = memberNumber.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    accountId: subject,
    claims: () => ({
      sub: subject,
      member_number: memberNumber,
      email: `${local}@members.demo-plan.example`,
      email_verified: true,
      phone_number: '+15035550100',
      phone_number_verified: true,
    }),
  };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function loginPage(uid: string, problem: string | null): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo health plan sign-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.note{background:#fff4ce;border:1px solid #8a6d00;padding:.75rem;border-radius:4px}
label{display:block;margin-top:1rem;font-weight:600}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}
button{margin-top:1rem;font-size:1rem;padding:.5rem 1.25rem;background:#1c4f8a;color:#fff;border:0;border-radius:4px}
.problem{color:#a00000}</style></head>
<body><main>
<h1>Demo health plan sign-in</h1>
<p class="note">This is a demonstration identity provider, not a real health plan. It signs in whoever
is named by the member number typed below, without a password. Never use it for real members.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="memberNumber">Member number</label>
<input id="memberNumber" name="memberNumber" type="text" autocomplete="off" required maxlength="64"${problem ? ' aria-describedby="problem" aria-invalid="true"' : ''}>
${problem ? `<p id="problem" class="problem">${escapeHtml(problem)}</p>` : ''}
<button type="submit">Sign in</button>
</form>
</main></body></html>`;
}

async function formField(request: IncomingMessage, name: string): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 4096) break;
  }
  return new URLSearchParams(body).get(name)?.trim() ?? '';
}

function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

/**
 * oidc-provider warns that Node 20 is not its preferred runtime (the demo runs fine on it) and
 * that its store is in memory (as a demo's should be); other warnings still show.
 */
const EXPECTED_WARNINGS = ['Unsupported runtime', 'in-memory adapter'];

async function withoutExpectedWarnings<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!EXPECTED_WARNINGS.some((expected) => String(args[0]).includes(expected))) warn(...args);
  };
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}

/**
 * A small OpenID Connect provider for the demo plan (oidc-provider): one registered client,
 * the portal, with PKCE required; its own sign-in page that vouches for whatever member number
 * is typed; consent given by itself. Keys are made at start, so nothing secret is committed.
 */
export async function startDemoIdentityProvider(options: DemoIdentityProviderOptions): Promise<DemoIdentityProvider> {
  const ProviderClass = await withoutExpectedWarnings(async () => (await import('oidc-provider')).default);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const memberNumbers = new Map<string, string>();
  const server = http.createServer();

  async function handle(provider: Provider, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(request.url ?? '/', 'http://demo').pathname);
    if (!interaction) return provider.callback()(request, response);
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') return sendPage(response, 200, loginPage(details.uid, null));
    if (request.method !== 'POST' || !interaction[2]) return sendPage(response, 405, 'Method not allowed');
    const memberNumber = await formField(request, 'memberNumber');
    if (memberNumber === '' || memberNumber.length > 64) {
      return sendPage(response, 400, loginPage(details.uid, 'Type a member number.'));
    }
    const subject = demoSubject(memberNumber);
    memberNumbers.set(subject, memberNumber);
    await provider.interactionFinished(request, response, { login: { accountId: subject } }, { mergeWithLastSubmission: false });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://localhost:${port}`;
  const portalUrl = options.portalUrl.replace(/\/+$/, '');

  const provider = await withoutExpectedWarnings(
    async () =>
      new ProviderClass(issuer, {
        clients: [
          {
            client_id: DEMO_OIDC_CLIENT.clientId,
            client_secret: DEMO_OIDC_CLIENT.clientSecret,
            redirect_uris: [`${portalUrl}/api/v1/sso/${options.clientAbbreviation}/oidc/callback`],
            response_types: ['code'],
            grant_types: ['authorization_code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        jwks: { keys: [signingKey] },
        cookies: { keys: [randomBytes(32).toString('base64url')] },
        claims: {
          openid: ['sub', DEMO_MEMBER_NUMBER_CLAIM],
          email: ['email', 'email_verified'],
          phone: ['phone_number', 'phone_number_verified'],
        },
        // The portal reads the member number and contacts from the ID token.
        conformIdTokenClaims: false,
        pkce: { required: () => true },
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
        findAccount: (_context: unknown, subject: string) => {
          const memberNumber = memberNumbers.get(subject);
          return memberNumber ? demoAccount(subject, memberNumber) : undefined;
        },
        // The demo plan's own portal: consent is given without asking.
        loadExistingGrant: async (context: ProviderContext): Promise<ProviderGrant | undefined> => {
          const { client, session, result, requestParamScopes } = context.oidc;
          if (!client || !session?.accountId) return undefined;
          const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
          const { Grant } = context.oidc.provider;
          const grant =
            (grantId ? await Grant.find(grantId) : undefined) ?? new Grant({ clientId: client.clientId, accountId: session.accountId });
          grant.addOIDCScope([...requestParamScopes].join(' '));
          await grant.save();
          return grant;
        },
      }),
  );
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    handle(provider, request, response).catch(() => {
      if (!response.headersSent) sendPage(response, 500, '<!doctype html><title>Error</title><p>The demo provider failed.</p>');
      else response.end();
    });
  });

  return {
    issuer,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
