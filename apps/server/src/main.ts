import { buildApp } from './app';
import { ConfigurationError, readConfig, type AppConfig } from './config';
import { DataDirectoryBusyError } from './db/data-dir-lock';
import { recordPublicUrl } from './recorded-public-url';
import { createLogger } from './logger';
import { openRuntime } from './runtime';

const startedAt = performance.now();

function readConfigOrExit(): AppConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfigOrExit();
  const log = createLogger(config.logLevel);
  let runtime;
  try {
    runtime = await openRuntime(config, log);
  } catch (error) {
    if (error instanceof DataDirectoryBusyError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config, {
    database: runtime.database,
    signingKeys: runtime.signingKeys,
    secretBox: runtime.secretBox,
    redis: runtime.redis,
    services: runtime.services,
    dispatchInBackground: true,
  });
  let closing = false;
  const stop = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
  await app.listen({ port: config.port, host: config.host });
  // For the command line's `sso show`: the addresses this server answers on (see the file's note).
  recordPublicUrl(config);
  app.log.info(
    { database: runtime.database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `member portal ready at http://localhost:${config.port}`,
  );
  if (config.devOutbox) {
    app.log.warn(`DEV_OUTBOX is on: messages with no transport are kept at ${config.publicUrl}/api/dev/outbox (never in production)`);
  }
}

start().catch((error: unknown) => {
  process.stderr.write(`The portal could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
