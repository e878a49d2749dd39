import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/** The claims the next token answer's ID token carries (the test decides, misbehaving on purpose). */
export interface ScriptedIdToken {
  readonly iss?: string;
  readonly sub: string;
  readonly nonce?: string;
  readonly [claim: string]: unknown;
}

export interface ScriptedIssuer {
  readonly issuer: string;
  /** What the token endpoint answers next. */
  nextIdToken(claims: ScriptedIdToken): void;
  close(): Promise<void>;
}

/**
 * A tiny OpenID provider built with jose, for the cases a real one will not produce: an ID token
 * from another issuer, another subject claiming a linked member number. Its authorization
 * endpoint is never visited; the test writes the callback itself.
 */
export async function startScriptedIssuer(audience: string): Promise<ScriptedIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'scripted', alg: 'RS256', use: 'sig' };
  let next: ScriptedIdToken | undefined;
  let issuer = '';

  async function idToken(key: CryptoKey, claims: ScriptedIdToken): Promise<string> {
    const { iss, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'RS256', kid: 'scripted' })
      .setIssuer(iss ?? issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  }

  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path === '/.well-known/openid-configuration') {
      return send(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (path === '/jwks') return send(200, { keys: [jwk] });
    if (path === '/token' && request.method === 'POST' && next) {
      const claims = next;
      next = undefined;
      request.resume();
      void idToken(privateKey, claims).then((token) =>
        send(200, { access_token: 'scripted-access', token_type: 'Bearer', expires_in: 300, id_token: token }),
      );
      return;
    }
    send(400, { error: 'invalid_grant' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    nextIdToken(claims) {
      next = claims;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
