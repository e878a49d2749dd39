import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqCategories, faqItems } from '../../db/schema';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;
const jwts: Record<string, string> = {};
const CLIENT_OF: Record<string, 'HARBOR' | 'MESA'> = { maria: 'HARBOR', aisha: 'HARBOR', robert: 'MESA' };
const folders: string[] = [];

interface FaqWire {
  categories: { id: number; title: string; language: string }[];
  items: { id: number; category_id: number; popular: boolean; question: string; answer: unknown[]; language: string }[];
}

beforeAll(async () => {
  harness = await createTestApp();
  jwts.maria = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.aisha = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.robert = (await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA')).jwt;
});

afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await harness.close();
});

function call(who: string, url: string) {
  return harness.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${jwts[who]}`, 'x-client-abbreviation': CLIENT_OF[who]! },
  });
}

async function faqOf(who: string): Promise<FaqWire> {
  const response = await call(who, '/v1/web/member/faq');
  expect(response.statusCode).toBe(200);
  return json(response);
}

/** A folder of FAQ files written for one test: file name to content. */
function folderOf(files: Record<string, unknown>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'faq-'));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(folder, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return folder;
}

const item = (id: number, question: string, popular = false) => ({ id, popular, question, answer: [{ paragraph: `${question} answer` }] });

async function load(abbreviation: string, folder: string) {
  const client = await harness.services.clients.findClient(abbreviation);
  return harness.services.faqLibrary.loadFolder(client!, folder);
}

async function rowsOf(abbreviation: string) {
  const client = await harness.services.clients.findClient(abbreviation);
  const id = client!.configuration.id;
  const db = harness.database.db;
  return {
    categories: await db.select().from(faqCategories).where(eq(faqCategories.clientId, id)).orderBy(faqCategories.position),
    items: await db.select().from(faqItems).where(eq(faqItems.clientId, id)).orderBy(faqItems.position),
  };
}

describe("the demo plans' FAQ", () => {
  it('has four categories and eleven items, each written in all eleven languages, for both plans', async () => {
    for (const plan of ['HARBOR', 'MESA']) {
      const { categories, items } = await rowsOf(plan);
      expect(categories).toHaveLength(4);
      expect(items).toHaveLength(11);
      for (const row of items) expect(Object.keys(row.texts)).toHaveLength(11);
      for (const row of categories) expect(Object.keys(row.titles)).toHaveLength(11);
    }
  });

  it("answers each member their own plan's FAQ in their saved language", async () => {
    const maria = await faqOf('maria');
    const robert = await faqOf('robert');
    const aisha = await faqOf('aisha');
    expect(JSON.stringify(maria)).toContain('$250');
    expect(JSON.stringify(robert)).toContain('Wellness Points');
    expect(JSON.stringify(robert)).not.toContain('$250');
    expect(new Set(aisha.items.map((shown) => shown.language))).toEqual(new Set(['AR']));
    expect(maria.items.filter((shown) => shown.popular).map((shown) => shown.id)).toEqual([101, 201, 301, 401]);
  });

  it("answers the same FAQ at spec 000's address, and nothing without a signed-in member", async () => {
    const legacy = await call('maria', '/v1/faq');
    expect(json(legacy)).toEqual(await faqOf('maria'));
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/web/member/faq',
      headers: { 'x-client-abbreviation': 'HARBOR' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the plans' notice of non-discrimination", () => {
  it("answers each plan's state and civil rights contact in its configuration, to anyone", async () => {
    for (const [client, state] of [
      ['HARBOR', 'CA'],
      ['MESA', 'AZ'],
    ] as const) {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/v1/web/client/configuration',
        headers: { 'x-client-abbreviation': client },
      });
      const notice = json<{ non_discrimination_notice: { state: string; coordinator: { tty: string } } }>(
        response,
      ).non_discrimination_notice;
      expect(notice).toMatchObject({ state, coordinator: { tty: '711' } });
    }
  });
});

describe('one FAQ item', () => {
  it('answers the item with its category, FAQ_NOT_FOUND for an id the plan lacks, and 400 for an id that is no number', async () => {
    const found = await call('maria', '/v1/web/member/faq/302');
    expect(found.statusCode).toBe(200);
    expect(json<{ item: { id: number }; category: { id: number } }>(found)).toMatchObject({ item: { id: 302 }, category: { id: 3 } });
    const missing = await call('maria', '/v1/web/member/faq/999');
    expect(missing.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(missing).error.code).toBe('FAQ_NOT_FOUND');
    expect((await call('maria', '/v1/web/member/faq/abc')).statusCode).toBe(400);
  });
});

describe('loading a FAQ', () => {
  it("never shows one plan's items to another plan's member", async () => {
    const mesaOnly = folderOf({
      'faq.en.json': { language: 'EN', categories: [{ id: 77, title: 'Mesa desk', items: [item(7701, 'Where is the Mesa desk?', true)] }] },
    });
    expect(await load('MESA', mesaOnly)).toEqual({ ok: true, categories: 1, items: 1, languages: 1 });
    expect((await faqOf('robert')).items.map((shown) => shown.id)).toEqual([7701]);
    expect((await faqOf('maria')).items.map((shown) => shown.id)).not.toContain(7701);
    expect((await call('maria', '/v1/web/member/faq/7701')).statusCode).toBe(404);
    expect((await call('robert', '/v1/web/member/faq/7701')).statusCode).toBe(200);
  });

  it("shows English where the member's language has no text, and says which language each text is in", async () => {
    const partial = folderOf({
      'faq.en.json': {
        language: 'EN',
        categories: [
          { id: 1, title: 'Rewards', items: [item(11, 'How do I earn?'), item(12, 'When do I get paid?')] },
          { id: 2, title: 'Privacy', items: [item(21, 'Who sees my data?')] },
        ],
      },
      'faq.ar.json': { language: 'AR', categories: [{ id: 1, title: 'المكافآت', items: [item(11, 'كيف أكسب؟')] }] },
    });
    expect(await load('HARBOR', partial)).toMatchObject({ ok: true, items: 3, languages: 2 });
    const aisha = await faqOf('aisha');
    expect(aisha.categories.map((shown) => [shown.id, shown.title, shown.language])).toEqual([
      [1, 'المكافآت', 'AR'],
      [2, 'Privacy', 'EN'],
    ]);
    expect(aisha.items.map((shown) => [shown.id, shown.question, shown.language])).toEqual([
      [11, 'كيف أكسب؟', 'AR'],
      [12, 'When do I get paid?', 'EN'],
      [21, 'Who sees my data?', 'EN'],
    ]);
    expect((await faqOf('maria')).items.every((shown) => shown.language === 'EN')).toBe(true);
    // The page's language (the selector's) wins over the saved one: Maria, who saved English, reading the page in Arabic.
    const asked = json<FaqWire>(await call('maria', '/v1/web/member/faq?language=AR'));
    expect(asked.items.map((shown) => shown.language)).toEqual(['AR', 'EN', 'EN']);
    expect((await call('maria', '/v1/web/member/faq?language=XX')).statusCode).toBe(400);
  });

  it('refuses a folder with a wrong file, naming file and field, and writes nothing', async () => {
    const before = await rowsOf('HARBOR');
    const wrong = folderOf({
      'faq.en.json': { language: 'EN', categories: [{ id: 5, title: 'New', items: [item(51, 'New question')] }] },
      'faq.es.json': {
        language: 'ES',
        categories: [{ id: 5, title: 'Nuevo', items: [{ ...item(51, ' '), answer: [{ html: '<script>x</script>' }] }] }],
      },
      'faq.ko.json': '{ not json',
    });
    const result = await load('HARBOR', wrong);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((problem) => `${problem.file} ${problem.field}`)).toEqual([
        'faq.es.json categories.0.items.0.question',
        'faq.es.json categories.0.items.0.answer.0',
        'faq.ko.json (file)',
      ]);
    }
    expect(await rowsOf('HARBOR')).toEqual(before);
    const noEnglish = folderOf({ 'faq.es.json': { language: 'ES', categories: [{ id: 5, title: 'Nuevo', items: [item(51, 'Nueva')] }] } });
    expect(await load('HARBOR', noEnglish)).toMatchObject({ ok: false, problems: [{ file: 'faq.en.json' }] });
    expect(await rowsOf('HARBOR')).toEqual(before);
  });

  it('changes nothing when the same folder is loaded twice', async () => {
    const folder = folderOf({
      'faq.en.json': {
        language: 'EN',
        categories: [{ id: 3, title: 'Trackers', items: [item(31, 'Which trackers work?', true), item(32, 'Can I type readings?')] }],
      },
    });
    await load('HARBOR', folder);
    const [rowsOnce, answerOnce] = [await rowsOf('HARBOR'), await faqOf('maria')];
    expect(await load('HARBOR', folder)).toMatchObject({ ok: true });
    expect(await rowsOf('HARBOR')).toEqual(rowsOnce);
    expect(await faqOf('maria')).toEqual(answerOnce);
  });
});
