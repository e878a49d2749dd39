import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

const inbox = (jwt: string, client: string) =>
  harness.app.inject({
    method: 'GET',
    url: '/api/v2/web/messages',
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
  });

it("lists the signed-in member's messages, newest first, with their status", async () => {
  const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  const response = await inbox(jwt, 'HARBOR');
  expect(response.statusCode).toBe(200);
  const { messages } = json<{ messages: { subject: string; status: string; sent_at: string }[] }>(response);
  expect(messages.map((message) => [message.subject, message.status])).toEqual([
    ['Welcome to Harbor Health Rewards', 'UNREAD'],
    ['Your account is ready', 'READ'],
  ]);
});

it("never shows one member's messages to another", async () => {
  const { jwt } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
  expect(json(await inbox(jwt, 'MESA'))).toEqual({ messages: [] });
});

it('does not duplicate the demo messages when the demo data is loaded again', async () => {
  const { loadDemoData } = await import('../../demo/demo-data');
  const { createLogger } = await import('../../logger');
  await loadDemoData(harness.services, harness.clock, createLogger('silent'));
  const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
  expect(json<{ messages: unknown[] }>(await inbox(jwt, 'HARBOR')).messages).toHaveLength(2);
});
