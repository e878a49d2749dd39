import { LANGUAGE_CODES, type LanguageCode } from '@portal/contract';
import type { FaqLibrary } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { MemberKey } from '../../db/member-owned';
import { faqCategories, faqItems, members } from '../../db/schema';

export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqItemRow = typeof faqItems.$inferSelect;

export function createHelpRepository(db: Database) {
  return {
    /** The member's saved language, when it is one the portal offers. */
    async savedLanguage(member: MemberKey): Promise<LanguageCode | null> {
      const [row] = await db
        .select({ language: members.preferredLanguageCd })
        .from(members)
        .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)));
      const language = row?.language?.toUpperCase();
      return language && (LANGUAGE_CODES as readonly string[]).includes(language) ? (language as LanguageCode) : null;
    },

    /** A plan's FAQ, categories and items each in the plan's order. */
    async faq(clientId: number): Promise<{ categories: FaqCategoryRow[]; items: FaqItemRow[] }> {
      const [categories, items] = await Promise.all([
        db.select().from(faqCategories).where(eq(faqCategories.clientId, clientId)).orderBy(asc(faqCategories.position)),
        db.select().from(faqItems).where(eq(faqItems.clientId, clientId)).orderBy(asc(faqItems.position)),
      ]);
      return { categories, items };
    },

    /** Replaces a plan's FAQ with a loaded one, in one transaction: a reader sees the old FAQ or the new, never half. */
    async replaceFaq(clientId: number, library: FaqLibrary): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(faqItems).where(eq(faqItems.clientId, clientId));
        await tx.delete(faqCategories).where(eq(faqCategories.clientId, clientId));
        await tx
          .insert(faqCategories)
          .values(library.categories.map(({ id, position, titles }) => ({ clientId, categoryId: id, position, titles })));
        await tx.insert(faqItems).values(
          library.items.map(({ id, categoryId, position, popular, texts }) => ({
            clientId,
            itemId: id,
            categoryId,
            position,
            popular,
            texts,
          })),
        );
      });
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
