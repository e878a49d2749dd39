import * as z from 'zod/mini';
import { idParamSchema, languageCodeSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

/**
 * An answer's text: paragraphs and bulleted lists, in reading order. Data, not markup, so the
 * page renders it with its own elements and no HTML of a file ever reaches the browser.
 */
export const faqBlockSchema = z.union([z.object({ paragraph: z.string() }), z.object({ list: z.array(z.string()) })]);
export type FaqBlock = z.infer<typeof faqBlockSchema>;

/** Spec 001 "FAQ category": a numeric id, with its title in the language it is shown in. */
export const faqCategorySchema = z.object({
  id: z.int(),
  title: z.string(),
  /** The member's language when the category is written in it, else English. */
  language: languageCodeSchema,
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** Spec 001 "FAQ item": id, categoryId, popular; with its question and answer. */
export const faqItemSchema = z.object({
  id: z.int(),
  categoryId: z.int(),
  popular: z.boolean(),
  question: z.string(),
  answer: z.array(faqBlockSchema),
  /** The member's language when the item is written in it, else English. */
  language: languageCodeSchema,
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** The plan's FAQ: categories and items, each list in the plan's order. */
export const faqSchema = z.object({
  categories: z.array(faqCategorySchema),
  items: z.array(faqItemSchema),
});
export type Faq = z.infer<typeof faqSchema>;

/** The language the page shows (the language selector's), which may differ from the member's saved one. */
const faqQuery = z.object({ language: z.optional(languageCodeSchema) });

export const getFaqCall = defineCall({
  method: 'GET',
  path: '/v1/web/member/faq',
  summary: "The FAQ of the member's plan, in the language asked for (else the member's) with English where it is not translated",
  access: 'member',
  query: faqQuery,
  response: faqSchema,
});

/** Spec 000's address of the same FAQ (decision 0051): signed in too, since a FAQ belongs to one plan. */
export const getFaqLegacyCall = defineCall({
  method: 'GET',
  path: '/v1/faq',
  summary: "The FAQ of the member's plan (spec 000's address of /v1/web/member/faq)",
  access: 'member',
  query: faqQuery,
  response: faqSchema,
});

export const getFaqItemCall = defineCall({
  method: 'GET',
  path: '/v1/web/member/faq/:id',
  summary: "One FAQ item of the member's plan with its category, or FAQ_NOT_FOUND",
  access: 'member',
  params: z.object({ id: idParamSchema }),
  query: faqQuery,
  response: z.object({ item: faqItemSchema, category: faqCategorySchema }),
});
