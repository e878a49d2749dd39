import { DEFAULT_LANGUAGE, languageCodeSchema, type FaqBlock, type LanguageCode } from '@portal/contract';
import * as z from 'zod/mini';

/** Longest question a list can show on one or two lines; longer is a sign of an answer pasted in the wrong field. */
export const MAX_FAQ_QUESTION_LENGTH = 300;
/** Longest paragraph or list point of an answer. */
export const MAX_FAQ_TEXT_LENGTH = 2000;

const textSchema = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be ${max} characters or fewer`));
const faqIdSchema = z.int('must be a whole number').check(z.positive('must be 1 or more'), z.lte(2_147_483_647, 'is too large'));

const blockSchema = z.union([
  z.strictObject({ paragraph: textSchema(MAX_FAQ_TEXT_LENGTH) }),
  z.strictObject({ list: z.array(textSchema(MAX_FAQ_TEXT_LENGTH)).check(z.minLength(1, 'needs at least one point')) }),
]);

const itemSchema = z.strictObject({
  id: faqIdSchema,
  popular: z.boolean(),
  question: textSchema(MAX_FAQ_QUESTION_LENGTH),
  answer: z.array(blockSchema).check(z.minLength(1, 'needs at least one paragraph')),
});

/**
 * A plan's FAQ in one language, as `faq load` reads it (apps/server/seed/faq/README.md):
 * categories in the order the help center lists them, each with its items in order.
 */
export const faqFileSchema = z.strictObject({
  language: languageCodeSchema,
  categories: z
    .array(
      z.strictObject({
        id: faqIdSchema,
        title: textSchema(MAX_FAQ_QUESTION_LENGTH),
        items: z.array(itemSchema).check(z.minLength(1, 'needs at least one item')),
      }),
    )
    .check(z.minLength(1, 'needs at least one category')),
});
export type FaqFile = z.infer<typeof faqFileSchema>;

/** A problem of one file: the file, the field (a dotted path) and what is wrong. */
export interface FaqFileProblem {
  readonly file: string;
  readonly field: string;
  readonly message: string;
}

/** The file name a FAQ's language has: `faq.<lang>.json`. */
export const faqFileName = (language: LanguageCode): string => `faq.${language.toLowerCase()}.json`;

/** Checks one file's content against the format and its name; answers the FAQ or its problems. */
export function readFaqFile(file: string, fileName: string, content: unknown): { faq: FaqFile | null; problems: FaqFileProblem[] } {
  const parsed = faqFileSchema.safeParse(content);
  if (!parsed.success) {
    return {
      faq: null,
      problems: parsed.error.issues.map((issue) => ({ file, field: issue.path.join('.') || '(file)', message: issue.message })),
    };
  }
  if (fileName !== faqFileName(parsed.data.language)) {
    return { faq: null, problems: [{ file, field: '(file name)', message: `must be ${faqFileName(parsed.data.language)}` }] };
  }
  const problems: FaqFileProblem[] = [];
  const categoryIds = new Set<number>();
  const itemIds = new Set<number>();
  parsed.data.categories.forEach((category, index) => {
    if (categoryIds.has(category.id)) problems.push({ file, field: `categories.${index}.id`, message: `${category.id} is used twice` });
    categoryIds.add(category.id);
    category.items.forEach((item, itemIndex) => {
      if (itemIds.has(item.id))
        problems.push({ file, field: `categories.${index}.items.${itemIndex}.id`, message: `${item.id} is used twice` });
      itemIds.add(item.id);
    });
  });
  return problems.length > 0 ? { faq: null, problems } : { faq: parsed.data, problems };
}

export interface FaqText {
  readonly question: string;
  readonly answer: FaqBlock[];
}

/** A plan's FAQ with every language's texts, in English's order: what the database keeps. */
export interface FaqLibrary {
  readonly categories: { id: number; position: number; titles: Partial<Record<LanguageCode, string>> }[];
  readonly items: { id: number; categoryId: number; position: number; popular: boolean; texts: Partial<Record<LanguageCode, FaqText>> }[];
}

/**
 * Joins a FAQ's language files: English is required and sets the categories, items, order and
 * popular marks; a translation may leave items out (English is shown for them) but may not add
 * one, move one to another category or mark it differently.
 */
export function joinFaqFiles(files: readonly { file: string; faq: FaqFile }[]): { library: FaqLibrary | null; problems: FaqFileProblem[] } {
  const english = files.find((entry) => entry.faq.language === DEFAULT_LANGUAGE);
  if (!english)
    return {
      library: null,
      problems: [{ file: faqFileName(DEFAULT_LANGUAGE), field: '(file)', message: 'is missing: English is required' }],
    };
  const categories: FaqLibrary['categories'] = english.faq.categories.map((category, position) => ({
    id: category.id,
    position,
    titles: {},
  }));
  const items: Omit<FaqLibrary['items'][number], 'position'>[] = english.faq.categories.flatMap((category) =>
    category.items.map((item) => ({ id: item.id, categoryId: category.id, popular: item.popular, texts: {} })),
  );
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const itemById = new Map(items.map((item) => [item.id, item]));
  const problems: FaqFileProblem[] = [];
  for (const { file, faq } of files) {
    faq.categories.forEach((category, index) => {
      const known = categoryById.get(category.id);
      if (!known) {
        problems.push({ file, field: `categories.${index}.id`, message: `${category.id} is not a category of ${english.file}` });
        return;
      }
      known.titles[faq.language] = category.title;
      category.items.forEach((item, itemIndex) => {
        const field = `categories.${index}.items.${itemIndex}`;
        const knownItem = itemById.get(item.id);
        if (!knownItem) problems.push({ file, field: `${field}.id`, message: `${item.id} is not an item of ${english.file}` });
        else if (knownItem.categoryId !== category.id)
          problems.push({ file, field: `${field}.id`, message: `${item.id} is in category ${knownItem.categoryId} in ${english.file}` });
        else if (knownItem.popular !== item.popular)
          problems.push({ file, field: `${field}.popular`, message: `must be as in ${english.file}` });
        else knownItem.texts[faq.language] = { question: item.question, answer: item.answer };
      });
    });
  }
  if (problems.length > 0) return { library: null, problems };
  return { library: { categories, items: items.map((item, position) => ({ ...item, position })) }, problems };
}
