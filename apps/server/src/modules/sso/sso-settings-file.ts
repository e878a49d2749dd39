import fs from 'node:fs/promises';
import { ssoSettingsSchema, type SsoSettings } from './sso-settings';
import { OperatorError } from '../../lib/operator-error';

export class SsoSettingsFileError extends OperatorError {
  override name = 'SsoSettingsFileError';
}

/** Reads a client's identity provider settings (OIDC or SAML) from a JSON file, checked field by field. */
export async function readSsoSettings(filePath: string): Promise<SsoSettings> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(filePath, 'utf8'));
  } catch (error) {
    throw new SsoSettingsFileError(`${filePath} is not readable JSON: ${(error as Error).message}`);
  }
  const parsed = ssoSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    // Issues name fields and rules, never the values given (the file holds a client secret).
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new SsoSettingsFileError(`${filePath} is not valid single sign-on settings:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
