import { describe, expect, it } from 'vitest';
import { groupLibrary, readArticleFile, type ArticleFile } from './article-file';

const english: ArticleFile = {
  contentId: 'seven-hours-of-sleep',
  category: 'SLEEP',
  typeLabel: 'ARTICLE',
  language: 'EN',
  title: 'Seven hours of sleep',
  summary: 'Why adults need seven hours or more.',
  readingMinutes: 4,
  body: [{ heading: 'Why it matters' }, { paragraph: 'Sleep restores.' }, { list: ['Keep a schedule.', 'Dim the lights.'] }],
  sources: [{ name: 'CDC: About Sleep', url: 'https://www.cdc.gov/sleep/about/index.html' }],
  reviewedOn: '2026-11-25',
};
const spanish: ArticleFile = {
  ...english,
  language: 'ES',
  title: 'Siete horas de sueño',
  summary: 'Por qué.',
  body: [{ paragraph: 'El sueño.' }],
};

const read = (content: unknown, fileName = 'seven-hours-of-sleep.en.json') => readArticleFile(`sleep/${fileName}`, fileName, content);

describe("an article's file", () => {
  it('reads a file that follows the format', () => {
    expect(read(english)).toEqual({ article: english, problems: [] });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a category the library does not have', { category: 'COOKING' }, 'category'],
    ['a content id with capitals', { contentId: 'Seven-Hours' }, 'contentId'],
    ['a language the portal does not offer', { language: 'FR' }, 'language'],
    ['a blank title', { title: '  ' }, 'title'],
    ['no reading time', { readingMinutes: 0 }, 'readingMinutes'],
    ['a reading time in fractions', { readingMinutes: 2.5 }, 'readingMinutes'],
    ['a block of no known kind', { body: [{ quote: 'Sleep.' }] }, 'body.0'],
    ['an empty list', { body: [{ list: [] }] }, 'body.0.list'],
    ['a source not on https', { sources: [{ name: 'CDC', url: 'http://www.cdc.gov/sleep' }] }, 'sources.0.url'],
    ['no sources', { sources: [] }, 'sources'],
    ['a review day that is no day', { reviewedOn: '2026-02-30' }, 'reviewedOn'],
    ['a field the format does not have', { author: 'Someone' }, ''],
  ])('refuses %s, naming the file and the field', (_case, change, field) => {
    const result = read({ ...english, ...change });
    expect(result.article).toBeNull();
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems[0]).toMatchObject({ file: 'sleep/seven-hours-of-sleep.en.json', field: field || '(file)' });
  });

  it('refuses a file whose name is not its content id and language', () => {
    expect(read(english, 'seven-hours-of-sleep.es.json').problems).toEqual([
      { file: 'sleep/seven-hours-of-sleep.es.json', field: '(file name)', message: 'must be seven-hours-of-sleep.en.json' },
    ]);
  });
});

describe('a library of files', () => {
  it('groups each article with its texts by language', () => {
    const { articles, problems } = groupLibrary([
      { file: 'a.en.json', article: english },
      { file: 'a.es.json', article: spanish },
    ]);
    expect(problems).toEqual([]);
    expect(articles).toHaveLength(1);
    expect(articles[0]).toMatchObject({ contentId: 'seven-hours-of-sleep', category: 'SLEEP', english });
    expect([...articles[0]!.texts.keys()]).toEqual(['EN', 'ES']);
  });

  it('needs an English file for every article', () => {
    expect(groupLibrary([{ file: 'a.es.json', article: spanish }]).problems).toEqual([
      { file: 'a.es.json', field: 'language', message: 'seven-hours-of-sleep has no English file' },
    ]);
  });

  it('refuses a translation that differs from English beyond its texts', () => {
    const { problems } = groupLibrary([
      { file: 'a.en.json', article: english },
      { file: 'a.es.json', article: { ...spanish, readingMinutes: 5 } },
    ]);
    expect(problems).toEqual([{ file: 'a.es.json', field: 'readingMinutes', message: 'must be the same as in a.en.json' }]);
  });

  it('refuses two files of one language', () => {
    const { problems } = groupLibrary([
      { file: 'a.en.json', article: english },
      { file: 'b.en.json', article: english },
    ]);
    expect(problems).toEqual([{ file: 'b.en.json', field: 'language', message: 'seven-hours-of-sleep has two EN files' }]);
  });
});
