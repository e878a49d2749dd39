import fs from 'node:fs/promises';
import path from 'node:path';
import { groupLibrary, readArticleFile, type ArticleFile, type ArticleFileProblem } from '@portal/domain';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { LearningRepository } from './learning.repository';

export type LibraryLoad =
  | { readonly ok: true; readonly articles: number; readonly texts: number }
  | { readonly ok: false; readonly problems: readonly ArticleFileProblem[] };

/** Every `*.json` under the folder, at any depth, by its path from the folder (sorted, so problems come in a stable order). */
async function articleFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.json')).sort();
}

async function readOne(folder: string, file: string): Promise<{ article: ArticleFile | null; problems: ArticleFileProblem[] }> {
  let content: unknown;
  try {
    content = JSON.parse(await fs.readFile(path.join(folder, file), 'utf8'));
  } catch (error) {
    return { article: null, problems: [{ file, field: '(file)', message: `is not readable JSON: ${(error as Error).message}` }] };
  }
  return readArticleFile(file, path.basename(file), content);
}

/**
 * Loads a folder of article files into a plan's library (`learn load`): every file is checked
 * first and nothing is written when one is wrong; then each article is added or updated in
 * place. Articles no longer in the folder stay in the library.
 */
export function createLearningLibrary(repository: LearningRepository, clock: Clock) {
  return {
    async loadFolder(client: ClientRecord, folder: string): Promise<LibraryLoad> {
      const files = await articleFiles(folder);
      const read = await Promise.all(files.map(async (file) => ({ file, ...(await readOne(folder, file)) })));
      const problems = read.flatMap((entry) => entry.problems);
      const { articles, problems: libraryProblems } = groupLibrary(
        read.flatMap(({ file, article }) => (article ? [{ file, article }] : [])),
      );
      if (problems.length > 0 || libraryProblems.length > 0) return { ok: false, problems: [...problems, ...libraryProblems] };
      await repository.saveLibrary(client.configuration.id, articles, clock.now());
      return { ok: true, articles: articles.length, texts: articles.reduce((sum, article) => sum + article.texts.size, 0) };
    },
  };
}

export type LearningLibrary = ReturnType<typeof createLearningLibrary>;
