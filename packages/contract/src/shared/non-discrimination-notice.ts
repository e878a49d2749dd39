import * as z from 'zod/mini';

/**
 * The languages of the language-assistance taglines (ACA Section 1557), by the plan's state:
 * at least the 15 languages most spoken there by people with limited English proficiency.
 * Source: HHS Office for Civil Rights, "Top 15 Non-English Languages by State" (2016, from the
 * Census Bureau's American Community Survey), ranked as published. Tags are BCP 47; the
 * taglines themselves live with the page that shows them.
 */
export const TAGLINE_LANGUAGES_BY_STATE = {
  CA: ['es', 'zh-Hant', 'vi', 'tl', 'ko', 'hy', 'fa', 'ru', 'ja', 'ar', 'pa', 'km', 'hmn', 'hi', 'th'],
  AZ: ['es', 'nv', 'zh-Hant', 'vi', 'ar', 'tl', 'ko', 'ru', 'sh', 'de', 'fr', 'ja', 'fa', 'syr', 'th'],
} as const satisfies Record<string, readonly string[]>;
export type NoticeState = keyof typeof TAGLINE_LANGUAGES_BY_STATE;
export type TaglineLanguage = (typeof TAGLINE_LANGUAGES_BY_STATE)[NoticeState][number];
export const NOTICE_STATES = Object.keys(TAGLINE_LANGUAGES_BY_STATE) as NoticeState[];

/** A plan's notice of non-discrimination: its state and whom a member contacts (client configuration). */
export const nonDiscriminationNoticeSchema = z.object({
  state: z.enum(NOTICE_STATES as [NoticeState, ...NoticeState[]]),
  /** The free language-assistance line the taglines name. */
  languageAssistancePhone: z.string().check(z.minLength(1)),
  /** The plan's civil rights coordinator, to whom a grievance is sent. */
  coordinator: z.object({
    title: z.string().check(z.minLength(1)),
    address: z.string().check(z.minLength(1)),
    phone: z.string().check(z.minLength(1)),
    tty: z.string().check(z.minLength(1)),
    email: z.string().check(z.minLength(1)),
  }),
});
export type NonDiscriminationNotice = z.infer<typeof nonDiscriminationNoticeSchema>;
