import type { ArticleCategory } from '@portal/contract';

/** How many unread articles init-learn suggests: enough for the list and its "more". */
export const SUGGESTED_ARTICLE_COUNT = 6;

/**
 * The unread articles to suggest: those the member's learn-and-earn actions ask them to read
 * first (in the actions' order), then one of each category in turn, so the list is not one
 * subject. `unread` is in the library's order (category, then title).
 */
export function suggestArticles<A extends { contentId: string; category: ArticleCategory }>(
  unread: readonly A[],
  actionContentIds: readonly string[],
  count: number = SUGGESTED_ARTICLE_COUNT,
): A[] {
  const byId = new Map(unread.map((article) => [article.contentId, article]));
  const first = [...new Set(actionContentIds)].flatMap((contentId) => byId.get(contentId) ?? []);
  const chosen = new Set(first.map((article) => article.contentId));
  const queues = new Map<ArticleCategory, A[]>();
  for (const article of unread) {
    if (!chosen.has(article.contentId)) queues.set(article.category, [...(queues.get(article.category) ?? []), article]);
  }
  const turns: A[] = [];
  for (let round = 0; turns.length + first.length < count && [...queues.values()].some((queue) => queue.length > round); round += 1) {
    for (const queue of queues.values()) if (queue[round]) turns.push(queue[round]!);
  }
  return [...first, ...turns].slice(0, count);
}
