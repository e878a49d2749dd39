import * as z from 'zod/mini';
import { isoDateSchema, languageCodeSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

/** The library's six categories, in the order the pages list them. */
export const ARTICLE_CATEGORIES = [
  'HEALTHY_EATING',
  'PHYSICAL_ACTIVITY',
  'SLEEP',
  'HEART_HEALTH',
  'PREVENTIVE_CARE',
  'EMOTIONAL_WELLBEING',
] as const;
export const articleCategorySchema = z.enum(ARTICLE_CATEGORIES);
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

/** Spec 001 "Article": typeLabel says what kind of content it is; the library ships articles. */
export const ARTICLE_TYPE_LABELS = ['ARTICLE'] as const;

/** The brain exercises the portal offers, by their exerciseCd (spec 001 "Brain exercise"); none depends on a language's letters. */
export const BRAIN_EXERCISES = ['MEMORY_PAIRS', 'SEQUENCE_RECALL', 'NUMBER_ORDER'] as const;
export const brainExerciseCodeSchema = z.enum(BRAIN_EXERCISES);
export type BrainExerciseCode = z.infer<typeof brainExerciseCodeSchema>;

/** Spec 001 section 7: lists show three items until the member asks for more. */
export const LEARN_LIST_SIZE = 3;
/** A search keyword longer than this is refused. */
export const LEARN_SEARCH_MAX_LENGTH = 100;

/** A content id: lower-case words joined by hyphens, as the library's files name them. */
export const contentIdSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(100));

/** What a list shows of an article, in the language it is shown in. */
export const articleSummarySchema = z.object({
  contentId: z.string(),
  category: articleCategorySchema,
  typeLabel: z.enum(ARTICLE_TYPE_LABELS),
  title: z.string(),
  summary: z.string(),
  readingMinutes: z.int(),
  /** The language of title and summary: the member's when written in it, else English. */
  language: languageCodeSchema,
  /** The day the member read it (spec 001: today when marked read), or null. */
  completionDate: z.nullable(isoDateSchema),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** Spec 001 "Article": one the member has read. */
export const userArticleSchema = z.object({
  contentId: z.string(),
  completionDate: isoDateSchema,
  category: articleCategorySchema,
  typeLabel: z.enum(ARTICLE_TYPE_LABELS),
});
export type UserArticle = z.infer<typeof userArticleSchema>;

/** An article's body: headings, paragraphs and bulleted lists, in reading order. */
export const articleBlockSchema = z.union([
  z.object({ heading: z.string() }),
  z.object({ paragraph: z.string() }),
  z.object({ list: z.array(z.string()) }),
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

export const articleSourceSchema = z.object({ name: z.string(), url: z.url() });

export const articleSchema = z.object({
  ...articleSummarySchema.shape,
  body: z.array(articleBlockSchema),
  /** The public health pages the article was checked against. */
  sources: z.array(articleSourceSchema),
  reviewedOn: isoDateSchema,
  /** The languages the article is written in, so a page can offer another. */
  languages: z.array(languageCodeSchema),
});
export type Article = z.infer<typeof articleSchema>;

/** Spec 001 "Brain exercise". */
export const brainExerciseSchema = z.object({
  exerciseCd: brainExerciseCodeSchema,
  /** The day the member last played it, or null. */
  completionDate: z.nullable(isoDateSchema),
});
export type BrainExercise = z.infer<typeof brainExerciseSchema>;

export const initLearnCall = defineCall({
  method: 'GET',
  path: '/v1/web/learn/init-learn',
  summary: "The member's read articles, suggestions, the library's articles and the brain exercises",
  access: 'member',
  feature: 'EDUCATION',
  response: z.object({
    userArticlesById: z.record(z.string(), userArticleSchema),
    /** The read articles, last read first. */
    userArticleIds: z.array(z.string()),
    /** Unread articles the member might read next. */
    suggestedArticles: z.array(articleSummarySchema),
    /** Every article of the plan's library, by category order then title. */
    articles: z.array(articleSummarySchema),
    brainExercises: z.array(brainExerciseSchema),
  }),
});

export const searchArticlesCall = defineCall({
  method: 'GET',
  path: '/v1/web/learn/articles/search',
  summary: "Articles of the plan's library matching a keyword, in the member's language (full-text search)",
  access: 'member',
  feature: 'EDUCATION',
  query: z.object({ keyword: z.string().check(z.maxLength(LEARN_SEARCH_MAX_LENGTH)) }),
  response: z.object({ articles: z.array(articleSummarySchema) }),
});

const contentParams = z.object({ contentId: contentIdSchema });

export const getArticleCall = defineCall({
  method: 'GET',
  path: '/v1/web/learn/article/:contentId',
  summary: "One article in the member's language, or in English with the languages it is written in",
  access: 'member',
  feature: 'EDUCATION',
  params: contentParams,
  query: z.object({ language: z.optional(languageCodeSchema) }),
  response: z.object({ article: articleSchema }),
});

export const markArticleReadCall = defineCall({
  method: 'GET',
  path: '/v1/web/learn/articles/mark-as-read/:contentId',
  summary: 'Mark an article read today (a READ_ARTICLE activity); reading it again keeps the first day',
  access: 'member',
  feature: 'EDUCATION',
  params: contentParams,
  response: z.object({ article: userArticleSchema }),
});
