import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AppConfig } from './config';

/**
 * The server's own public address, written in the data directory at each start, so the command
 * line (which shares that directory: the keys that seal plan secrets live there) prints the
 * addresses the running server answers on even when its shell lacks the server's PUBLIC_URL or PORT.
 */
const FILE_NAME = 'public-url.json';
const recordSchema = z.object({ publicUrl: z.url({ protocol: /^https?$/ }) });

export function recordPublicUrl(config: AppConfig): void {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, FILE_NAME);
  // Written beside and renamed, so a command reading it never sees half a file.
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify({ publicUrl: config.publicUrl, recordedAt: new Date().toISOString() })}\n`);
  fs.renameSync(partial, file);
}

/** The address the server last started with, or undefined when it never started on this data directory. */
export function readRecordedPublicUrl(dataDir: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, FILE_NAME), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = recordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.publicUrl : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The command line's configuration: the server's loader over the same environment, and, unless
 * PUBLIC_URL is given here, the public address the server recorded when it started.
 */
export function withServerPublicUrl(config: AppConfig): AppConfig {
  if (config.publicUrlConfigured) return config;
  const recorded = readRecordedPublicUrl(config.dataDir);
  return recorded ? { ...config, publicUrl: recorded } : config;
}
