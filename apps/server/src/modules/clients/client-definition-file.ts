import fs from 'node:fs/promises';
import path from 'node:path';
import { clientDefinitionSchema, type ClientDefinition } from './client-definition';
import { OperatorError } from '../../lib/operator-error';

export class DefinitionFileError extends OperatorError {
  override name = 'DefinitionFileError';
}

interface DocumentEntry {
  body?: unknown;
  bodyFile?: unknown;
  [key: string]: unknown;
}

/**
 * Reads a client definition. A document may give its text inline (`body`) or as a file
 * beside the definition (`bodyFile`), which keeps long legal texts readable.
 */
export async function readClientDefinition(filePath: string): Promise<ClientDefinition> {
  let raw: { documents?: DocumentEntry[] };
  try {
    raw = JSON.parse(await fs.readFile(filePath, 'utf8')) as typeof raw;
  } catch (error) {
    throw new DefinitionFileError(`${filePath} is not readable JSON: ${(error as Error).message}`);
  }
  const folder = path.dirname(filePath);
  for (const document of raw.documents ?? []) {
    if (typeof document.bodyFile !== 'string') continue;
    document.body = await fs.readFile(path.resolve(folder, document.bodyFile), 'utf8');
    delete document.bodyFile;
  }
  const parsed = clientDefinitionSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue: { path: PropertyKey[]; message: string }) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new DefinitionFileError(`${filePath} is not a valid client definition:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
