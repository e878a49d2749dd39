import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { orderRow, placeOrder } from '../../../test/reward-order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fulfilmentModule } from './fulfilment.module';
import { FULFILMENT_SIGNATURE_HEADER, FULFILMENT_TIMESTAMP_HEADER, fulfilmentSignature } from './webhook.provider';

const SECRET = 'a-fulfilment-secret-of-forty-characters!';

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

let harness: TestApp;
let maria: DemoCoverage;
let endpoint: Server;
/** What the endpoint answers next. */
let answer = 200;
const received: Received[] = [];
/** The order the failing endpoint did not take. */
let waiting = 0;

beforeAll(async () => {
  endpoint = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const { port } = endpoint.address() as AddressInfo;
  harness = await createTestApp({
    environment: { FULFILMENT_WEBHOOK_URL: `http://127.0.0.1:${port}/orders`, FULFILMENT_WEBHOOK_SECRET: SECRET },
  });
  maria = await coverageOf(harness, 'HHP100001');
});

afterAll(async () => {
  await harness.close();
  await new Promise((resolve) => endpoint.close(resolve));
});

/** The server's job, one round, as the job runner runs it. */
async function runJob(): Promise<void> {
  const job = fulfilmentModule.jobs?.find((candidate) => candidate.name === 'fulfilment-webhook');
  if (!job) throw new Error('no fulfilment job');
  await job.run(harness.services, harness.clock.now());
}

describe('the fulfilment webhook', () => {
  it('leaves the orders PLACED when the endpoint fails, and writes nothing of them to the log', async () => {
    waiting = await placeOrder(harness, maria, { emailTo: 'private.person@example.com' });
    answer = 503;
    await runJob();
    expect(received).toHaveLength(1);
    expect(await orderRow(harness, waiting)).toMatchObject({ state: 'PLACED', fulfilmentBatch: null });
    const log = harness.logLines.join('\n');
    expect(log).toContain('fulfilment webhook failed');
    expect(log).not.toContain('private.person@example.com');
    expect(log).not.toContain('Lopez');
  });

  it('posts the waiting orders signed over the timestamp and the body, and marks them sent in the batch it names', async () => {
    received.length = 0;
    answer = 204;
    const newest = await placeOrder(harness, maria);
    await runJob();
    expect(received).toHaveLength(1);
    const [post] = received as [Received];
    const timestamp = String(post.headers[FULFILMENT_TIMESTAMP_HEADER]);
    expect(timestamp).toBe(String(Math.floor(harness.clock.now().getTime() / 1000)));
    expect(post.headers[FULFILMENT_SIGNATURE_HEADER]).toBe(fulfilmentSignature(SECRET, timestamp, post.body));
    expect(post.headers[FULFILMENT_SIGNATURE_HEADER]).not.toBe(
      fulfilmentSignature('another-secret-of-forty-characters-long', timestamp, post.body),
    );
    const body = JSON.parse(post.body) as { batch: string; client: string; orders: { orderId: number; memberNumber: string }[] };
    expect(body.client).toBe('HARBOR');
    expect(body.orders.map((order) => order.orderId)).toEqual([waiting, newest]);
    expect(body.orders[0]?.memberNumber).toBe('HHP100001');
    for (const orderId of [waiting, newest]) {
      expect(await orderRow(harness, orderId)).toMatchObject({ state: 'SENT_TO_FULFILMENT', fulfilmentBatch: body.batch });
    }

    // Nothing waits now: the next round posts nothing.
    await runJob();
    expect(received).toHaveLength(1);
  });
});
