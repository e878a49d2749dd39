import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayedLanguageStore } from '../../lib/language-store';
import { READ_ONLY_REASON_ID } from '../../lib/read-only-view';
import { sessionStore } from '../../lib/session-store';
import { addressOf, failure } from '../account/test/account-harness';
import { article, articleCall, INIT, initLearn, markRead, openPage, SEARCH, summary } from './test/learn-fixtures';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  displayedLanguageStore.set({ code: 'EN', loading: false });
  vi.unstubAllGlobals();
});

const titles = (list: HTMLElement): string[] =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');

describe('the learning landing', () => {
  const suggested = ['a', 'b', 'c', 'd', 'e'].map((id) => summary(`suggested-${id}`));
  const read = summary('read-one', { category: 'HEART_HEALTH' });

  it('shows three suggestions, and "Show more" reveals the rest and moves the focus to the first revealed', async () => {
    openPage('/learn', {
      [INIT]: {
        body: initLearn({
          suggestedArticles: suggested,
          articles: [...suggested, read],
          userArticleIds: ['read-one'],
          userArticlesById: {
            'read-one': { contentId: 'read-one', completionDate: '2026-03-02', category: 'HEART_HEALTH', typeLabel: 'ARTICLE' },
          },
        }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Suggested for you' });
    expect(titles(list)).toEqual(['Title of suggested-a', 'Title of suggested-b', 'Title of suggested-c']);
    const section = screen.getByRole('region', { name: 'Suggested for you' });
    await userEvent.click(within(section).getByRole('button', { name: 'Show more (2)' }));
    expect(titles(list)).toHaveLength(5);
    expect(within(list).getByRole('link', { name: 'Title of suggested-d' })).toHaveFocus();
    expect(within(section).queryByRole('button')).toBeNull();

    const history = screen.getByRole('list', { name: 'Your reading history' });
    expect(titles(history)).toEqual(['Title of read-one']);
    expect(history).toHaveTextContent('Read on 03/02/2026');
    expect(screen.getByRole('link', { name: 'Heart health' })).toHaveAttribute('href', '/learn/articles/heart-health');
    expect(screen.getByRole('link', { name: 'Play Memory pairs' })).toHaveAttribute('href', '/learn/brain-exercise/detail/MEMORY_PAIRS');
  });

  it('sends a plan without EDUCATION home', async () => {
    openPage('/learn/brain-exercises', {}, ['HOME']);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/');
  });

  it("lists a category's articles on its page, and says so for an address that is no category", async () => {
    const sleep = [summary('s1'), summary('s2')];
    openPage('/learn/articles/sleep', {
      [INIT]: { body: initLearn({ articles: [...sleep, summary('h1', { category: 'HEART_HEALTH' })] }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep' })).toBeVisible();
    expect(titles(screen.getByRole('list', { name: 'Sleep' }))).toEqual(['Title of s1', 'Title of s2']);
    act(() => sessionStore.set(null));
  });

  it('says "Category not found" with the way back for an unknown category', async () => {
    openPage('/learn/articles/gardening', { [INIT]: { body: initLearn() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Learn' })).toHaveAttribute('href', '/learn');
  });
});

describe('the search page', () => {
  it('asks the server nothing for a blank keyword', async () => {
    const server = openPage('/learn/articles/search?keyword=%20%20', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Search articles' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(server.calls).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says "No results found" when nothing matches', async () => {
    const server = openPage('/learn/articles/search?keyword=gardening', { [SEARCH]: { body: { articles: [] } } });
    expect(await screen.findByText('No results found')).toHaveAttribute('role', 'status');
    expect(server.calls[0]?.path).toBe('/v1/web/learn/articles/search');
    expect(addressOf(server.fetch.mock.calls[0]![0])).toContain('keyword=gardening');
  });

  it('searches what the member types, keeps it in the field and shows the matches', async () => {
    const server = openPage('/learn/articles/search', { [SEARCH]: { body: { articles: [summary('seven-hours-of-sleep')] } } });
    const field = await screen.findByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(field, 'sleep{Enter}');
    expect(await screen.findByText('Results for “sleep”: 1')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('sleep');
    expect(screen.getByRole('link', { name: 'Title of seven-hours-of-sleep' })).toHaveAttribute(
      'href',
      '/learn/article/detail/seven-hours-of-sleep',
    );
    expect(server.fetch.mock.calls.map(([input]) => addressOf(input))).toEqual([expect.stringContaining('keyword=sleep')]);
  });
});

describe("an article's page", () => {
  it('says the article is shown in English when not written in the member\'s language, and marks its body lang="en"', async () => {
    displayedLanguageStore.set({ code: 'ES', loading: false });
    openPage('/learn/article/detail/seven-hours-of-sleep', {
      [articleCall('seven-hours-of-sleep')]: { body: { article: article('seven-hours-of-sleep') } },
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Title of seven-hours-of-sleep' });
    expect(screen.getByRole('note')).toHaveTextContent('This article is not available in Español yet; it is shown in English.');
    const body = title.closest('article')!;
    expect(body).toHaveAttribute('lang', 'en');
    expect(body).toHaveAttribute('dir', 'ltr');
    expect(within(body).getByRole('heading', { level: 2, name: 'A routine' })).toBeVisible();
    expect(
      within(body)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Same bedtime', 'A dark room']);
    expect(screen.getByRole('link', { name: /CDC: About sleep/ })).toHaveAttribute('href', 'https://www.cdc.gov/sleep/about/index.html');
    // Dates follow the member's language, as the rest of the page does.
    expect(screen.getByText('Reviewed on jueves, 15 de enero de 2026')).toBeVisible();
  });

  it('offers the other languages the article is written in, each named in its own', async () => {
    openPage('/learn/article/detail/managing-stress', {
      [articleCall('managing-stress')]: { body: { article: article('managing-stress', { languages: ['EN', 'ES'] }) } },
    });
    const switcher = await screen.findByRole('navigation', { name: 'Also written in:' });
    expect(within(switcher).getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/learn/article/detail/managing-stress?language=ES',
    );
    expect(within(switcher).getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('marks the article read, then shows the day it was read', async () => {
    const server = openPage('/learn/article/detail/managing-stress', {
      [articleCall('managing-stress')]: { body: { article: article('managing-stress') } },
      [markRead('managing-stress')]: {
        body: { article: { contentId: 'managing-stress', completionDate: '2026-03-05', category: 'SLEEP', typeLabel: 'ARTICLE' } },
      },
      [INIT]: { body: initLearn() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Read on 03/05/2026')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(server.calls.filter((call) => call.path === '/v1/web/learn/articles/mark-as-read/managing-stress')).toHaveLength(1);
  });

  it("disables 'Mark as read' in staff's read-only view, saying why", async () => {
    openPage('/learn/article/detail/managing-stress', {
      [articleCall('managing-stress')]: { body: { article: article('managing-stress') } },
    });
    await screen.findByRole('heading', { level: 1 });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    const button = screen.getByRole('button', { name: 'Mark as read' });
    expect(button).toBeDisabled();
    expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(READ_ONLY_REASON_ID);
  });

  it('says "Article not found" with the way back for an unknown article', async () => {
    openPage('/learn/article/detail/no-such-article', { [articleCall('no-such-article')]: failure(404, 'ARTICLE_NOT_FOUND') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Learn' })).toHaveAttribute('href', '/learn');
  });
});

describe('the brain exercises', () => {
  it('lists the three with the day each was last played', async () => {
    openPage('/learn/brain-exercises', {
      [INIT]: { body: initLearn({ brainExercises: [{ exerciseCd: 'NUMBER_ORDER', completionDate: '2026-03-01' }] }) },
    });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Number order');
    expect(cards[0]).toHaveTextContent('Last played on 03/01/2026');
  });

  it('says "Exercise not found" with the way back for an unknown exercise', async () => {
    openPage('/learn/brain-exercise/detail/CROSSWORD', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Exercise not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to brain exercises' })).toHaveAttribute('href', '/learn/brain-exercises');
  });
});
