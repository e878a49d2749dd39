import type { FastifyInstance } from 'fastify';

/** Where the portal sent the browser, and the attempt cookie it set. */
export interface StartedSignIn {
  readonly authorizationUrl: URL;
  readonly cookie: string;
}

export interface PortalAnswer {
  readonly status: number;
  readonly location: string;
}

/** The portal's sign-in start for a client: its redirect to the provider and its attempt cookie. */
export async function startSignIn(app: FastifyInstance, client = 'HARBOR'): Promise<StartedSignIn> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/sso/${client}/oidc/start` });
  if (response.statusCode !== 303) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0]!;
  return { authorizationUrl: new URL(String(response.headers.location)), cookie };
}

/** The callback as the browser makes it: the provider's redirect address, with or without the cookie. */
export async function portalCallback(app: FastifyInstance, callbackUrl: URL, cookie?: string): Promise<PortalAnswer> {
  const response = await app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

/** The hand-off code in the portal's redirect to the page that opens the session. */
export function handoffOf(answer: PortalAnswer): string {
  const match = /^\/sso\/complete#handoff=(.+)$/.exec(answer.location);
  if (answer.status !== 303 || !match) throw new Error(`not a hand-off: ${answer.status} ${answer.location}`);
  return decodeURIComponent(match[1]!);
}

/**
 * A browser at the identity provider: follows its redirects by hand, keeps its cookies, signs in
 * on its login page, and stops at the redirect back to the portal.
 */
export function providerBrowser(portalUrl: string) {
  const cookies = new Map<string, string>();

  async function request(url: URL, init: RequestInit = {}): Promise<Response> {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /** Follows redirects at the provider until one leads back to the portal. */
  async function followToPortal(start: URL, response?: Response): Promise<URL> {
    let current = response ?? (await request(start));
    let base = start;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.get('location');
      if (!location) throw new Error(`the provider answered ${current.status} without a redirect: ${await current.text()}`);
      const next = new URL(location, base);
      if (next.href.startsWith(portalUrl)) return next;
      base = next;
      current = await request(next);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    /** Signs in at the provider's page with a member number; answers the redirect back to the portal. */
    async signIn(authorizationUrl: URL, memberNumber: string): Promise<URL> {
      const toLogin = await request(authorizationUrl);
      const loginUrl = new URL(toLogin.headers.get('location') ?? '', authorizationUrl);
      const page = await request(loginUrl);
      const html = await page.text();
      if (!html.includes('Member number')) throw new Error(`no login page at ${loginUrl.pathname}`);
      const action = new URL(/action="([^"]+)"/.exec(html)![1]!, loginUrl);
      const submitted = await request(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ memberNumber }).toString(),
      });
      return followToPortal(action, submitted);
    },
    /** A provider that already knows this browser answers without its page. */
    async returnWithoutLogin(authorizationUrl: URL): Promise<URL> {
      return followToPortal(authorizationUrl);
    },
  };
}
