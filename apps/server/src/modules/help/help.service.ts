import { DEFAULT_LANGUAGE, type Faq, type FaqCategory, type FaqItem, type LanguageCode } from '@portal/contract';
import type { MemberKey } from '../../db/member-owned';
import { AppError } from '../../lib/app-error';
import type { FaqCategoryRow, FaqItemRow, HelpRepository } from './help.repository';

/** The member in the token and the page's language, for a member who has saved none. */
export interface FaqReader {
  readonly member: MemberKey;
  /** The language the page asked for, which wins over the member's saved one. */
  readonly asked: LanguageCode | undefined;
  readonly pageLanguage: LanguageCode;
}

/** The member's language when the text is written in it, else English (every loaded text has English). */
function shownIn<T>(texts: Partial<Record<LanguageCode, T>>, language: LanguageCode): { text: T; language: LanguageCode } {
  const own = texts[language];
  return own === undefined ? { text: texts[DEFAULT_LANGUAGE]!, language: DEFAULT_LANGUAGE } : { text: own, language };
}

const categoryIn = (row: FaqCategoryRow, language: LanguageCode): FaqCategory => {
  const shown = shownIn(row.titles, language);
  return { id: row.categoryId, title: shown.text, language: shown.language };
};

const itemIn = (row: FaqItemRow, language: LanguageCode): FaqItem => {
  const shown = shownIn(row.texts, language);
  return { id: row.itemId, categoryId: row.categoryId, popular: row.popular, ...shown.text, language: shown.language };
};

/** The help center's FAQ: always the plan of the member in the token, never one the caller names. */
export function createHelpService(repository: HelpRepository) {
  const languageOf = async (reader: FaqReader): Promise<LanguageCode> =>
    reader.asked ?? (await repository.savedLanguage(reader.member)) ?? reader.pageLanguage;

  return {
    async faq(reader: FaqReader): Promise<Faq> {
      const [language, { categories, items }] = await Promise.all([languageOf(reader), repository.faq(reader.member.clientId)]);
      return { categories: categories.map((row) => categoryIn(row, language)), items: items.map((row) => itemIn(row, language)) };
    },

    async faqItem(reader: FaqReader, itemId: number): Promise<{ item: FaqItem; category: FaqCategory }> {
      const [language, { categories, items }] = await Promise.all([languageOf(reader), repository.faq(reader.member.clientId)]);
      const item = items.find((row) => row.itemId === itemId);
      const category = item && categories.find((row) => row.categoryId === item.categoryId);
      if (!item || !category) throw new AppError('FAQ_NOT_FOUND', 'There is no such item in the FAQ');
      return { item: itemIn(item, language), category: categoryIn(category, language) };
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
