import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, readConfig } from './config';

describe('readConfig', () => {
  it('has defaults a newcomer can run with', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      demoData: 'auto',
      environment: 'production',
      validateResponses: false,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads every setting it is given; empty values count as unset', () => {
    const config = readConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      DATA_DIR: '/var/lib/portal',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://rewards.example.org/',
      DEFAULT_CLIENT: 'HARBOR',
      REDIS_PASSWORD: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://portal@db:5432/portal',
      dataDir: '/var/lib/portal',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://rewards.example.org',
      defaultClient: 'HARBOR',
    });
    expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses bad values with a message naming each one and what it got', () => {
    const read = () => readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'ftp://x', DEMO_DATA: 'maybe' });
    expect(read).toThrow(ConfigurationError);
    try {
      read();
    } catch (error) {
      const { message } = error as ConfigurationError;
      expect(message).toContain("PORT must be a whole number (got 'eighty')");
      expect(message).toContain("DATABASE_URL must start with postgres:// or postgresql:// (got 'mysql://x')");
      expect(message).toContain("PUBLIC_URL must be an http(s) address (got 'ftp://x')");
      expect(message).toContain('DEMO_DATA');
    }
  });

  it('refuses a port out of range', () => {
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('takes the fulfilment webhook only with its secret, long enough', () => {
    expect(() => readConfig({ FULFILMENT_WEBHOOK_URL: 'https://fulfil.example/orders' })).toThrow('set both or neither');
    expect(() => readConfig({ FULFILMENT_WEBHOOK_SECRET: 'x'.repeat(32) })).toThrow('set both or neither');
    expect(() => readConfig({ FULFILMENT_WEBHOOK_URL: 'https://fulfil.example/orders', FULFILMENT_WEBHOOK_SECRET: 'short' })).toThrow(
      'at least 32 characters',
    );
    const secret = 'x'.repeat(32);
    expect(
      readConfig({ FULFILMENT_WEBHOOK_URL: 'https://fulfil.example/orders', FULFILMENT_WEBHOOK_SECRET: secret }).fulfilmentWebhook,
    ).toEqual({
      url: 'https://fulfil.example/orders',
      secret,
    });
    expect(readConfig({}).fulfilmentWebhook).toBeUndefined();
  });
});
