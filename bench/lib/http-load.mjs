// Throughput and latency of one route, with autocannon, from this process (the server is another).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/**
 * Loads `url` for `seconds` with `connections` keep-alive connections; every answer must be 2xx.
 * `uniqueHeader` names a header that carries a new random value on every request (an
 * idempotency key: without it every request after the first would answer the first's result).
 * `variants` (headers and body each) are taken in turn, one per request: several members' calls.
 */
export async function load({ url, seconds, connections = 10, method = 'GET', headers = {}, body, uniqueHeader, variants }) {
  let next = 0;
  const setupRequest = (request) => {
    const variant = variants ? variants[next++ % variants.length] : { headers: {}, body: request.body };
    const unique = uniqueHeader ? { [uniqueHeader]: randomUUID() } : {};
    return { ...request, headers: { ...request.headers, ...variant.headers, ...unique }, body: variant.body };
  };
  const requests = uniqueHeader || variants ? [{ setupRequest }] : undefined;
  const result = await autocannon({ url, duration: seconds, connections, method, headers, body, requests });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${method} ${url}: ${failed} of ${result.requests.total} requests failed (non-2xx ${result.non2xx})`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values, fraction) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
};
