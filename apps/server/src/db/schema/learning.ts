import { ARTICLE_CATEGORIES, LANGUAGE_CODES, type ArticleBlock, type ArticleCategory, type LanguageCode } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A PostgreSQL text search configuration's name (`english`, `simple`). */
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
/** Written by PostgreSQL only (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An article of a plan's learning library (decision 0045): what every language of it shares.
 * Loading the library again updates it in place; its id stays, so members' reads (activities
 * naming its contentId) keep pointing at it.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    contentId: text().notNull(),
    category: text().$type<ArticleCategory>().notNull(),
    typeLabel: text().$type<'ARTICLE'>().notNull(),
    readingMinutes: integer().notNull(),
    reviewedOn: date({ mode: 'string' }).notNull(),
    sources: jsonb().$type<{ name: string; url: string }[]>().notNull(),
    loadedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('articles_content_id').on(table.clientId, table.contentId),
    check('articles_category', sql`${table.category} in (${quoted(ARTICLE_CATEGORIES)})`),
  ],
);

/**
 * An article's texts in one language, with their search vector built by PostgreSQL in the
 * language's own configuration (stemmed where PostgreSQL knows the language): title first, then
 * summary, then every text of the body.
 */
export const articleTexts = pgTable(
  'article_texts',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text().$type<LanguageCode>().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    body: jsonb().$type<ArticleBlock[]>().notNull(),
    searchConfiguration: regconfig().notNull(),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(search_configuration, title), 'A') || setweight(to_tsvector(search_configuration, summary), 'B') || setweight(jsonb_to_tsvector(search_configuration, body, '["string"]'), 'C')`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.language] }),
    check('article_texts_language', sql`${table.language} in (${quoted(LANGUAGE_CODES)})`),
    index('article_texts_search').using('gin', table.searchVector),
  ],
);
