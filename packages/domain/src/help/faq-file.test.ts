import { describe, expect, it } from 'vitest';
import { joinFaqFiles, readFaqFile, type FaqFile } from './faq-file';

const english: FaqFile = {
  language: 'EN',
  categories: [
    {
      id: 1,
      title: 'Rewards',
      items: [{ id: 11, popular: true, question: 'How do I earn?', answer: [{ paragraph: 'Complete actions.' }] }],
    },
    { id: 2, title: 'Signing in', items: [{ id: 21, popular: false, question: 'What is MFA?', answer: [{ list: ['A code.'] }] }] },
  ],
};
const spanish: FaqFile = {
  language: 'ES',
  categories: [
    { id: 1, title: 'Recompensas', items: [{ id: 11, popular: true, question: '¿Cómo gano?', answer: [{ paragraph: 'Complete.' }] }] },
  ],
};

describe('a FAQ file', () => {
  it('reads a file that follows the format', () => {
    expect(readFaqFile('faq.en.json', 'faq.en.json', english)).toEqual({ faq: english, problems: [] });
  });

  it.each<[string, unknown, string]>([
    [
      'a blank question',
      {
        ...english,
        categories: [{ ...english.categories[0], items: [{ id: 11, popular: true, question: ' ', answer: [{ paragraph: 'x' }] }] }],
      },
      'categories.0.items.0.question',
    ],
    [
      'markup of no known kind',
      {
        ...english,
        categories: [{ ...english.categories[0], items: [{ id: 11, popular: true, question: 'Q', answer: [{ html: '<b>x</b>' }] }] }],
      },
      'categories.0.items.0.answer.0',
    ],
    ['a category id that is not a whole number', { ...english, categories: [{ ...english.categories[0], id: 1.5 }] }, 'categories.0.id'],
    ['a language the portal does not offer', { ...english, language: 'FR' }, 'language'],
  ])('names the field of %s', (_case, content, field) => {
    const { faq, problems } = readFaqFile('faq.en.json', 'faq.en.json', content);
    expect(faq).toBeNull();
    expect(problems.map((problem) => problem.field)).toContain(field);
  });

  it('refuses a file named for another language and an item id used twice', () => {
    expect(readFaqFile('faq.es.json', 'faq.es.json', english).problems).toEqual([
      { file: 'faq.es.json', field: '(file name)', message: 'must be faq.en.json' },
    ]);
    const twice = { ...english, categories: [english.categories[0]!, { ...english.categories[1]!, items: english.categories[0]!.items }] };
    expect(readFaqFile('faq.en.json', 'faq.en.json', twice).problems[0]).toMatchObject({ field: 'categories.1.items.0.id' });
  });
});

describe("joining a FAQ's languages", () => {
  it("keeps English's order and popular marks, with each language's texts where written", () => {
    const { library, problems } = joinFaqFiles([
      { file: 'faq.es.json', faq: spanish },
      { file: 'faq.en.json', faq: english },
    ]);
    expect(problems).toEqual([]);
    expect(library!.categories.map((category) => [category.id, category.position, Object.keys(category.titles).sort()])).toEqual([
      [1, 0, ['EN', 'ES']],
      [2, 1, ['EN']],
    ]);
    expect(library!.items.map((item) => [item.id, item.categoryId, item.popular, item.position])).toEqual([
      [11, 1, true, 0],
      [21, 2, false, 1],
    ]);
  });

  it('requires English and refuses a translation that adds, moves or re-marks an item', () => {
    expect(joinFaqFiles([{ file: 'faq.es.json', faq: spanish }]).problems[0]).toMatchObject({ file: 'faq.en.json' });
    const moved: FaqFile = {
      language: 'ES',
      categories: [{ id: 2, title: 'Acceso', items: [{ ...spanish.categories[0]!.items[0]!, popular: true }] }],
    };
    const remarked: FaqFile = {
      language: 'KO',
      categories: [{ id: 1, title: '보상', items: [{ ...spanish.categories[0]!.items[0]!, popular: false }] }],
    };
    const added: FaqFile = { language: 'RU', categories: [{ id: 9, title: 'Новое', items: spanish.categories[0]!.items }] };
    const { library, problems } = joinFaqFiles([
      { file: 'faq.en.json', faq: english },
      { file: 'faq.es.json', faq: moved },
      { file: 'faq.ko.json', faq: remarked },
      { file: 'faq.ru.json', faq: added },
    ]);
    expect(library).toBeNull();
    expect(problems.map((problem) => `${problem.file} ${problem.field}`)).toEqual([
      'faq.es.json categories.0.items.0.id',
      'faq.ko.json categories.0.items.0.popular',
      'faq.ru.json categories.0.id',
    ]);
  });
});
