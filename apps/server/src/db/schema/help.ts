import type { FaqBlock, LanguageCode } from '@portal/contract';
import { boolean, foreignKey, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * A category of a plan's FAQ (decision 0051), by the numeric id its files give it, with its
 * title in each language it is written in. `faq load` replaces a plan's FAQ as a whole.
 */
export const faqCategories = pgTable(
  'faq_categories',
  {
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    categoryId: integer().notNull(),
    position: integer().notNull(),
    titles: jsonb().$type<Partial<Record<LanguageCode, string>>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.categoryId] })],
);

/** An item of a plan's FAQ: its question and answer by language, its category and its popular mark. */
export const faqItems = pgTable(
  'faq_items',
  {
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    itemId: integer().notNull(),
    categoryId: integer().notNull(),
    position: integer().notNull(),
    popular: boolean().notNull(),
    texts: jsonb().$type<Partial<Record<LanguageCode, { question: string; answer: FaqBlock[] }>>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.itemId] }),
    foreignKey({
      columns: [table.clientId, table.categoryId],
      foreignColumns: [faqCategories.clientId, faqCategories.categoryId],
    }).onDelete('cascade'),
  ],
);
