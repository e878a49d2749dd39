import {
  ARTICLE_CATEGORIES,
  BRAIN_EXERCISES,
  type ArticleCategory,
  type ArticleSummary,
  type BrainExerciseCode,
  type CallResponse,
  type initLearnCall,
} from '@portal/contract';
import { seededShuffle } from './brain-exercises/seeded-shuffle';

export type LearnData = CallResponse<typeof initLearnCall>;

/** A category in addresses: `HEALTHY_EATING` is `/learn/articles/healthy-eating`. */
export function categorySlug(category: ArticleCategory): string {
  return category.toLowerCase().replaceAll('_', '-');
}

export function categoryOfSlug(slug: string | undefined): ArticleCategory | undefined {
  return ARTICLE_CATEGORIES.find((category) => categorySlug(category) === slug);
}

export function exerciseNamed(code: string | undefined): BrainExerciseCode | undefined {
  return BRAIN_EXERCISES.find((exercise) => exercise === code);
}

/** The member's read articles, last read first, each with the day it was read. */
export function readArticles(learn: LearnData): ArticleSummary[] {
  const byId = new Map(learn.articles.map((article) => [article.contentId, article]));
  return learn.userArticleIds.flatMap((contentId) => {
    const article = byId.get(contentId);
    const read = learn.userArticlesById[contentId];
    return article && read ? [{ ...article, completionDate: read.completionDate }] : [];
  });
}

/**
 * Spec 001 section 7, "random articles": unread articles neither suggested nor read, in an order
 * that changes each day (the day seeds it) and holds while the member moves between pages.
 */
export function otherArticles(learn: LearnData, today: string): ArticleSummary[] {
  const shown = new Set([...learn.userArticleIds, ...learn.suggestedArticles.map((article) => article.contentId)]);
  const seed = Number(today.replaceAll('-', ''));
  return seededShuffle(
    learn.articles.filter((article) => !shown.has(article.contentId)),
    seed,
  );
}

export function articlesIn(learn: LearnData, category: ArticleCategory): ArticleSummary[] {
  return learn.articles.filter((article) => article.category === category);
}
