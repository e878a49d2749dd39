import fs from 'node:fs/promises';
import path from 'node:path';
import { validateClientDefinition, type ClientDefinition } from './client-definition';
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
 * beside the definition (`bodyFile`), which keeps long legal texts readable; so may the
 * programme (`programme` or `programmeFile`).
 */
export async function readClientDefinition(filePath: string): Promise<ClientDefinition> {
  let raw: { documents?: DocumentEntry[]; programmeFile?: unknown; programme?: unknown };
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
  if (typeof raw.programmeFile === 'string') {
    const programmePath = path.resolve(folder, raw.programmeFile);
    try {
      raw.programme = JSON.parse(await fs.readFile(programmePath, 'utf8')) as unknown;
    } catch (error) {
      throw new DefinitionFileError(`${programmePath} (programmeFile) is not readable JSON: ${(error as Error).message}`);
    }
    delete raw.programmeFile;
  }
  const result = validateClientDefinition(raw);
  if (!result.ok) {
    throw new DefinitionFileError(
      `${filePath} is not a valid client definition:\n${result.problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  return result.definition;
}
