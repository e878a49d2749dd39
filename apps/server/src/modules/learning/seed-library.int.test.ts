import path from 'node:path';
import { ARTICLE_CATEGORIES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTexts } from '../../db/schema';
import { SEED_DIR } from '../../paths';
import { createTestApp, type TestApp } from '../../../test/test-app';

let harness: TestApp;

// The demo loads the seed library into both plans; loading it again answers what it holds.
beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => harness.close());

describe("the demo plans' learning library", () => {
  it('loads every file of the seed: at least 24 articles in the six categories, each in English', async () => {
    const client = (await harness.services.clients.findClient('HARBOR'))!;
    const result = await harness.services.learningLibrary.loadFolder(client, path.join(SEED_DIR, 'learn'));
    expect(result).toMatchObject({ ok: true });
    const loaded = await harness.database.db
      .select({ contentId: articles.contentId, category: articles.category })
      .from(articles)
      .innerJoin(articleTexts, and(eq(articleTexts.articleId, articles.id), eq(articleTexts.language, 'EN')))
      .where(eq(articles.clientId, client.configuration.id));
    expect(loaded.length).toBeGreaterThanOrEqual(24);
    expect(new Set(loaded.map((article) => article.category))).toEqual(new Set(ARTICLE_CATEGORIES));
    if (result.ok) expect(result.articles).toBe(loaded.length);
  });
});
