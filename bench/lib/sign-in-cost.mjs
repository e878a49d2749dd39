// Sign-in against the work it cannot avoid: one argon2id verify with the same parameters.
// Logins and bare verifies alternate in one loop, so both see the same machine noise. The
// logins go through node:http on one kept-alive connection, the leanest client there is.
import http from 'node:http';
import { verify } from '@node-rs/argon2';
import { percentile } from './http-load.mjs';

function post(agent, url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// A fresh server signs in about a fifth slower for its first few dozen sign-ins, while V8 compiles
// the path; the figure is the steady state, so each round's warm-up is long enough to reach it.
const WARM_UP = 60;

/** One round: `signIns` logins, each followed by a bare verify. */
async function measureRound({ origin, client, username, password, passwordHash, signIns }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { 'content-type': 'application/json', 'x-client-abbreviation': client };
  const body = JSON.stringify({ username, password });
  const logins = [];
  const verifies = [];
  try {
    // The first sign-ins warm the server up (compilation, connections, prepared statements).
    for (let round = 0; round < WARM_UP; round += 1) await post(agent, `${origin}/api/v2/web/member/login`, headers, body);
    for (let round = 0; round < signIns; round += 1) {
      let started = performance.now();
      const status = await post(agent, `${origin}/api/v2/web/member/login`, headers, body);
      if (status !== 200) throw new Error(`login answered ${status}`);
      logins.push(performance.now() - started);

      started = performance.now();
      if (!(await verify(passwordHash, password))) throw new Error('the stored hash does not verify the password');
      verifies.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return {
    login: { p50: percentile(logins, 0.5), p99: percentile(logins, 0.99) },
    verify: { p50: percentile(verifies, 0.5), p99: percentile(verifies, 0.99) },
  };
}

/**
 * Several rounds; each ratio is taken within its round (same noise on both sides) and the
 * figure is the median round, so one noisy stretch of the machine does not decide it.
 */
export async function measureSignIn({ rounds, ...options }) {
  const results = [];
  for (let round = 0; round < rounds; round += 1) results.push(await measureRound(options));
  const medianBy = (ratio) => [...results].sort((a, b) => ratio(a) - ratio(b))[Math.floor(results.length / 2)];
  return {
    p50: medianBy((result) => result.login.p50 / result.verify.p50),
    p99: medianBy((result) => result.login.p99 / result.verify.p99),
    rounds: results,
  };
}
