import fs from 'node:fs/promises';
import path from 'node:path';
import { joinFaqFiles, readFaqFile, type FaqFile, type FaqFileProblem } from '@portal/domain';
import type { ClientRecord } from '../../lib/client-record';
import type { HelpRepository } from './help.repository';

export type FaqLoad =
  | { readonly ok: true; readonly categories: number; readonly items: number; readonly languages: number }
  | { readonly ok: false; readonly problems: readonly FaqFileProblem[] };

async function readOne(folder: string, file: string): Promise<{ faq: FaqFile | null; problems: FaqFileProblem[] }> {
  let content: unknown;
  try {
    content = JSON.parse(await fs.readFile(path.join(folder, file), 'utf8'));
  } catch (error) {
    return { faq: null, problems: [{ file, field: '(file)', message: `is not readable JSON: ${(error as Error).message}` }] };
  }
  return readFaqFile(file, file, content);
}

/**
 * Loads a folder of FAQ files (`faq.<lang>.json`) as a plan's FAQ (`faq load`): every file is
 * checked first and nothing is written when one is wrong; then the plan's FAQ is replaced.
 */
export function createFaqLibrary(repository: HelpRepository) {
  return {
    async loadFolder(client: ClientRecord, folder: string): Promise<FaqLoad> {
      const entries = await fs.readdir(folder).catch(() => null);
      if (entries === null) return { ok: false, problems: [{ file: folder, field: '(folder)', message: 'cannot be read' }] };
      const files = entries.filter((entry) => entry.endsWith('.json')).sort();
      const read = await Promise.all(files.map(async (file) => ({ file, ...(await readOne(folder, file)) })));
      const problems = read.flatMap((entry) => entry.problems);
      if (problems.length > 0) return { ok: false, problems };
      const joined = joinFaqFiles(read.flatMap(({ file, faq }) => (faq ? [{ file, faq }] : [])));
      if (!joined.library) return { ok: false, problems: joined.problems };
      await repository.replaceFaq(client.configuration.id, joined.library);
      return { ok: true, categories: joined.library.categories.length, items: joined.library.items.length, languages: read.length };
    },
  };
}

export type FaqLibraryLoader = ReturnType<typeof createFaqLibrary>;
