import path from 'node:path';
import type { HumanApiSettings } from './modules/tracking/human-api';
import { z } from 'zod';
import { DEFAULT_WEB_DIST } from './paths';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_KEY_PREFIX: z.string().min(1).max(40).default('portal:'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Member portal <no-reply@localhost>'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  VOICE_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  MESSAGE_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  FULFILMENT_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  FULFILMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Offers members the demo device, which pushes a week of made-up readings (decision 0044). */
  DEMO_DEVICE: z.enum(['on', 'off']).default('off'),
  HUMAN_API_CLIENT_ID: z.string().min(1).optional(),
  HUMAN_API_CLIENT_SECRET: z.string().min(1).optional(),
  HUMAN_API_TOKEN_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  /** The origin of Human API's data API (its wellness lists). */
  HUMAN_API_DATA_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).default('https://api.humanapi.co'),
  DEV_OUTBOX: z.enum(['on', 'off']).default('off'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  JWT_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { error: 'must be a PEM private key' }).optional(),
  DEFAULT_CLIENT: z.string().min(1).max(40).optional(),
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type { HumanApiSettings };

export interface AppConfig {
  readonly environment: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** Unset: the embedded PGlite database in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly redisUrl: string | undefined;
  /** Put before every Redis key, so several deployments can share one Redis. */
  readonly redisKeyPrefix: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly smsWebhookUrl: string | undefined;
  readonly voiceWebhookUrl: string | undefined;
  readonly messageWebhookSecret: string | undefined;
  /** Where new redemption orders are posted, signed with the secret; unset: orders leave by the export file only. */
  readonly fulfilmentWebhook: FulfilmentWebhookSettings | undefined;
  /** Whether members may connect the demo device. */
  readonly demoDevice: boolean;
  /** The operator's Human API account, when there is one. */
  readonly humanApi: HumanApiSettings | undefined;
  /** Keep messages that have no transport where `/api/dev/outbox` shows them (development only). */
  readonly devOutbox: boolean;
  /** Per-address request limits on sign-in, lookups and codes; off only for tests that flood. */
  readonly rateLimits: boolean;
  /** Unset: a key kept in the data directory. */
  readonly dataEncryptionKey: string | undefined;
  /** The portal's public address, for links in messages; `http://localhost:PORT` when unset. */
  readonly publicUrl: string;
  /** Whether PUBLIC_URL was given (https turns on HSTS and upgrade-insecure-requests). */
  readonly publicUrlConfigured: boolean;
  readonly jwtPrivateKeyPem: string | undefined;
  /** The client served when a request names none; unset means the first client set up. */
  readonly defaultClient: string | undefined;
  /** `auto` loads the demo plans into an empty embedded database. */
  readonly demoData: 'auto' | 'on' | 'off';
  readonly logLevel: string;
  readonly trustProxy: boolean;
  /** Folder of the built web app; the server serves it when it exists. */
  readonly webDistDir: string;
  /** Check every answer against its response schema; on in tests, off in production for speed. */
  readonly validateResponses: boolean;
}

export interface FulfilmentWebhookSettings {
  readonly url: string;
  readonly secret: string;
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

export function readConfig(environment: NodeJS.ProcessEnv): AppConfig {
  const set = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(set);
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message} (got '${String(set[name])}')`;
      }),
    );
  }
  const env = parsed.data;
  if ((env.FULFILMENT_WEBHOOK_URL === undefined) !== (env.FULFILMENT_WEBHOOK_SECRET === undefined)) {
    // An unsigned hand-off of members' names and addresses is never what was meant.
    throw new ConfigurationError(['FULFILMENT_WEBHOOK_URL and FULFILMENT_WEBHOOK_SECRET go together: set both or neither']);
  }
  const humanApi = [env.HUMAN_API_CLIENT_ID, env.HUMAN_API_CLIENT_SECRET, env.HUMAN_API_TOKEN_URL];
  if (humanApi.some((value) => value === undefined) && humanApi.some((value) => value !== undefined)) {
    throw new ConfigurationError([
      'HUMAN_API_CLIENT_ID, HUMAN_API_CLIENT_SECRET and HUMAN_API_TOKEN_URL go together: set all three or none',
    ]);
  }
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    voiceWebhookUrl: env.VOICE_WEBHOOK_URL,
    messageWebhookSecret: env.MESSAGE_WEBHOOK_SECRET,
    fulfilmentWebhook:
      env.FULFILMENT_WEBHOOK_URL && env.FULFILMENT_WEBHOOK_SECRET
        ? { url: env.FULFILMENT_WEBHOOK_URL, secret: env.FULFILMENT_WEBHOOK_SECRET }
        : undefined,
    demoDevice: env.DEMO_DEVICE === 'on',
    humanApi:
      env.HUMAN_API_CLIENT_ID && env.HUMAN_API_CLIENT_SECRET && env.HUMAN_API_TOKEN_URL
        ? {
            clientId: env.HUMAN_API_CLIENT_ID,
            clientSecret: env.HUMAN_API_CLIENT_SECRET,
            tokenUrl: env.HUMAN_API_TOKEN_URL,
            dataUrl: env.HUMAN_API_DATA_URL,
          }
        : undefined,
    devOutbox: env.DEV_OUTBOX === 'on',
    rateLimits: env.RATE_LIMITS === 'on',
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`,
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    jwtPrivateKeyPem: env.JWT_PRIVATE_KEY,
    defaultClient: env.DEFAULT_CLIENT,
    demoData: env.DEMO_DATA,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    validateResponses: env.NODE_ENV !== 'production',
  };
}
