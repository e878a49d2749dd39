import type { ArticleCategory } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { suggestArticles } from './suggestions';

const article = (contentId: string, category: ArticleCategory) => ({ contentId, category });
const library = [
  article('eat-1', 'HEALTHY_EATING'),
  article('eat-2', 'HEALTHY_EATING'),
  article('eat-3', 'HEALTHY_EATING'),
  article('move-1', 'PHYSICAL_ACTIVITY'),
  article('sleep-1', 'SLEEP'),
  article('sleep-2', 'SLEEP'),
];
const ids = (articles: readonly { contentId: string }[]) => articles.map((chosen) => chosen.contentId);

describe('the suggested articles', () => {
  it("put the member's learn-and-earn articles first, then one of each category in turn", () => {
    expect(ids(suggestArticles(library, ['sleep-2'], 5))).toEqual(['sleep-2', 'eat-1', 'move-1', 'sleep-1', 'eat-2']);
  });

  it('leave out an action article the member has read (it is not among the unread)', () => {
    expect(ids(suggestArticles(library, ['read-already'], 3))).toEqual(['eat-1', 'move-1', 'sleep-1']);
  });

  it('are every unread article when there are fewer than asked', () => {
    expect(ids(suggestArticles(library.slice(0, 2), [], 6))).toEqual(['eat-1', 'eat-2']);
    expect(suggestArticles([], ['sleep-1'])).toEqual([]);
  });
});
