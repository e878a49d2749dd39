import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOR, JAMES, checkEligibility } from '../../test/identity-flows';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from './dispatcher';

interface Received {
  readonly to: string;
  readonly data: string;
}

const mails: Received[] = [];
const texts: { body: Record<string, string>; authorization: string | undefined }[] = [];
let gatewayFailures = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((address) => address.address).join(','), data });
      callback();
    });
  },
});

const gateway = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    if (gatewayFailures > 0) {
      gatewayFailures -= 1;
      response.writeHead(502).end();
      return;
    }
    texts.push({ body: JSON.parse(body) as Record<string, string>, authorization: request.headers.authorization });
    response.writeHead(202).end();
  });
});

let harness: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const gatewayPort = (gateway.address() as AddressInfo).port;
  harness = await createTestApp({
    environment: {
      DEV_OUTBOX: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Harbor Health Rewards <rewards@harborhealth.example>',
      SMS_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/sms`,
      MESSAGE_WEBHOOK_SECRET: 'a-webhook-secret-of-enough-length',
    },
  });
});

afterAll(async () => {
  await harness.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

async function openRegistration(): Promise<Record<string, string>> {
  const token = json<{ token: string }>(await checkEligibility(harness.app, JAMES)).token;
  return { ...HARBOR, authorization: `Bearer ${token}` };
}

describe('delivery of codes', () => {
  it('e-mails a code through SMTP, in the member language, and keeps no copy of its text', async () => {
    const headers = await openRegistration();
    await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/mfa/registration-code',
      headers,
      payload: { mfa_preference: 'EMAIL', destination: JAMES.email },
    });
    await harness.services.dispatcher.dispatchNow();
    const mail = mails.at(-1)!;
    expect(mail.to).toBe(JAMES.email);
    expect(mail.data).toContain('Subject: Your Harbor Health Rewards code');
    expect(mail.data).toMatch(/Your Harbor Health Rewards code is \d{6}\./);
    expect(await harness.services.devOutbox.list(undefined)).toEqual([]);
  });

  it('writes in the language of the page the member registers from', async () => {
    const headers = { ...(await openRegistration()), 'x-preferred-language': 'ES' };
    await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/mfa/registration-code',
      headers,
      payload: { mfa_preference: 'EMAIL', destination: JAMES.email },
    });
    await harness.services.dispatcher.dispatchNow();
    expect(mails.at(-1)!.data).toMatch(/Subject: =\?UTF-8\?|Subject: .*Harbor Health Rewards/);
    expect(mails.at(-1)!.data).not.toContain('Your Harbor Health Rewards code is');
  });

  it('texts a code through the webhook gateway with its secret, retrying when the gateway fails', async () => {
    const headers = await openRegistration();
    gatewayFailures = 1;
    await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/mfa/registration-code',
      headers,
      payload: { mfa_preference: 'SMS', destination: '(503) 555-0188' },
    });
    await harness.services.dispatcher.dispatchNow();
    expect(texts).toHaveLength(0);
    harness.clock.advance(retryDelayMs(1) + 1);
    await harness.services.dispatcher.dispatchNow();
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatchObject({ channel: 'SMS', to: '5035550188', text: expect.stringMatching(/your code is \d{6}/) });
    expect(texts[0]!.authorization).toBe('Bearer a-webhook-secret-of-enough-length');
  });

  it('refuses to send by a channel nothing can deliver', async () => {
    const headers = await openRegistration();
    const voice = await harness.app.inject({
      method: 'POST',
      url: '/api/v4/web/member/mfa/registration-code',
      headers,
      payload: { mfa_preference: 'VOICE', destination: '5035550188' },
    });
    expect(voice.statusCode).toBe(503);
    expect(json(voice)).toMatchObject({ error: { code: 'DELIVERY_UNAVAILABLE' } });
  });

  it('backs off between attempts and gives up after the last', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000]);
    expect(retryDelayMs(MAX_SEND_ATTEMPTS + 10)).toBe(600_000);
  });
});
