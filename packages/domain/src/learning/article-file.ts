import {
  ARTICLE_TYPE_LABELS,
  articleCategorySchema,
  contentIdSchema,
  DEFAULT_LANGUAGE,
  isoDateSchema,
  languageCodeSchema,
  type ArticleCategory,
  type LanguageCode,
} from '@portal/contract';
import * as z from 'zod/mini';

/** A reading time a list can show honestly: a minute to an hour. */
export const MAX_READING_MINUTES = 60;

const textSchema = z.string().check(z.trim(), z.minLength(1, 'is required'));

const blockSchema = z.union([
  z.strictObject({ heading: textSchema }),
  z.strictObject({ paragraph: textSchema }),
  z.strictObject({ list: z.array(textSchema).check(z.minLength(1, 'needs at least one point')) }),
]);

/**
 * One article in one language, as the library's files hold it (apps/server/seed/learn/README.md).
 * Sources are public pages on https: an article names where it was checked.
 */
export const articleFileSchema = z.strictObject({
  contentId: contentIdSchema,
  category: articleCategorySchema,
  typeLabel: z.enum(ARTICLE_TYPE_LABELS),
  language: languageCodeSchema,
  title: textSchema,
  summary: textSchema,
  readingMinutes: z
    .int()
    .check(z.minimum(1, 'must be 1 or more'), z.maximum(MAX_READING_MINUTES, `must be ${MAX_READING_MINUTES} or fewer`)),
  body: z.array(blockSchema).check(z.minLength(1, 'needs at least one block')),
  sources: z
    .array(z.strictObject({ name: textSchema, url: z.url({ protocol: /^https$/, error: 'must be an https address' }) }))
    .check(z.minLength(1, 'needs at least one source')),
  reviewedOn: isoDateSchema,
});
export type ArticleFile = z.infer<typeof articleFileSchema>;

/** A problem of one file: the file, the field (a dotted path) and what is wrong. */
export interface ArticleFileProblem {
  readonly file: string;
  readonly field: string;
  readonly message: string;
}

/** The file name the library's README gives an article: `<contentId>.<lang>.json`. */
export const articleFileName = (article: Pick<ArticleFile, 'contentId' | 'language'>): string =>
  `${article.contentId}.${article.language.toLowerCase()}.json`;

/** Checks one file's content against the schema and its name; answers the article or its problems. */
export function readArticleFile(
  file: string,
  fileName: string,
  content: unknown,
): { article: ArticleFile; problems: [] } | { article: null; problems: ArticleFileProblem[] } {
  const parsed = articleFileSchema.safeParse(content);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({ file, field: issue.path.join('.') || '(file)', message: issue.message }));
    return { article: null, problems };
  }
  if (fileName !== articleFileName(parsed.data)) {
    return { article: null, problems: [{ file, field: '(file name)', message: `must be ${articleFileName(parsed.data)}` }] };
  }
  return { article: parsed.data, problems: [] };
}

/** What every language of an article shares; a translation differs in its texts only. */
const SHARED_FIELDS = ['category', 'typeLabel', 'readingMinutes', 'reviewedOn', 'sources'] as const;

/** One article of the library with its texts by language. */
export interface LibraryArticle {
  readonly contentId: string;
  readonly category: ArticleCategory;
  readonly english: ArticleFile;
  readonly texts: ReadonlyMap<LanguageCode, ArticleFile>;
}

/**
 * Groups a library's files into articles: each needs its English file, each language once, and
 * its translations agree with English on everything but the texts. `files` holds each file's
 * article with the name it was read from.
 */
export function groupLibrary(files: readonly { file: string; article: ArticleFile }[]): {
  articles: LibraryArticle[];
  problems: ArticleFileProblem[];
} {
  const problems: ArticleFileProblem[] = [];
  const byId = new Map<string, { file: string; article: ArticleFile }[]>();
  for (const entry of files) byId.set(entry.article.contentId, [...(byId.get(entry.article.contentId) ?? []), entry]);
  const articles: LibraryArticle[] = [];
  for (const [contentId, entries] of byId) {
    const english = entries.find((entry) => entry.article.language === DEFAULT_LANGUAGE);
    if (!english) {
      for (const { file } of entries) problems.push({ file, field: 'language', message: `${contentId} has no English file` });
      continue;
    }
    const texts = new Map<LanguageCode, ArticleFile>();
    for (const { file, article } of entries) {
      if (texts.has(article.language)) {
        problems.push({ file, field: 'language', message: `${contentId} has two ${article.language} files` });
        continue;
      }
      for (const field of SHARED_FIELDS) {
        if (JSON.stringify(article[field]) !== JSON.stringify(english.article[field])) {
          problems.push({ file, field, message: `must be the same as in ${english.file}` });
        }
      }
      texts.set(article.language, article);
    }
    articles.push({ contentId, category: english.article.category, english: english.article, texts });
  }
  return { articles, problems };
}
