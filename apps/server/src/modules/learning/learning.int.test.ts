import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberActivities, memberCompletions, members, rewardIssues } from '../../db/schema';
import { SEED_DIR } from '../../paths';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { createStaff, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { readClientDefinition } from '../clients/client-definition-file';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/learning-library');

let harness: TestApp;
let maria: DemoCoverage;
const jwts: Record<string, string> = {};
const CLIENT_OF: Record<string, 'HARBOR' | 'MESA'> = { maria: 'HARBOR', aisha: 'HARBOR', robert: 'MESA' };

// 05:00 UTC on 3 March is 21:00 on 2 March in Los Angeles, HARBOR's time zone.
const EVENING_IN_LOS_ANGELES = new Date('2026-03-03T05:00:00Z');
const PLAN_TODAY = '2026-03-02';

interface ErrorAnswer {
  error: { code: string; fields?: Record<string, string> };
}
interface SummaryWire {
  content_id: string;
  language: string;
  title: string;
  completion_date: string | null;
}
interface InitWire {
  user_articles_by_id: Record<string, Record<string, unknown>>;
  user_article_ids: string[];
  suggested_articles: SummaryWire[];
  articles: SummaryWire[];
  brain_exercises: { exercise_cd: string; completion_date: string | null }[];
}

async function loadInto(abbreviation: string, folder: string) {
  const client = await harness.services.clients.findClient(abbreviation);
  return harness.services.learningLibrary.loadFolder(client!, path.join(FIXTURES, folder));
}

/** Moves the clock and signs everyone in again (a session ends after 15 idle minutes). */
async function setClock(instant: Date): Promise<void> {
  harness.clock.set(instant);
  jwts.maria = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.aisha = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.robert = (await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA')).jwt;
}

beforeAll(async () => {
  harness = await createTestApp();
  maria = await coverageOf(harness, 'HHP100001');
  expect(await loadInto('HARBOR', 'harbor')).toEqual({ ok: true, articles: 3, texts: 4 });
  expect(await loadInto('MESA', 'mesa')).toEqual({ ok: true, articles: 1, texts: 1 });
  await setClock(EVENING_IN_LOS_ANGELES);
});

afterAll(async () => harness.close());

function call(who: string, url: string, options: { jwt?: string; method?: 'GET' | 'POST'; payload?: Record<string, unknown> } = {}) {
  return harness.app.inject({
    method: options.method ?? 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${options.jwt ?? jwts[who]}`, 'x-client-abbreviation': CLIENT_OF[who]! },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

async function init(who: string): Promise<InitWire> {
  const response = await call(who, '/v1/web/learn/init-learn');
  expect(response.statusCode).toBe(200);
  return json(response);
}

async function search(who: string, keyword: string): Promise<SummaryWire[]> {
  const response = await call(who, `/v1/web/learn/articles/search?keyword=${encodeURIComponent(keyword)}`);
  expect(response.statusCode).toBe(200);
  return json<{ articles: SummaryWire[] }>(response).articles;
}

const markRead = (who: string, contentId: string) => call(who, `/v1/web/learn/articles/mark-as-read/${contentId}`);

async function activityRows(memberId: number): Promise<number> {
  const [row] = await harness.database.db.select({ rows: count() }).from(memberActivities).where(eq(memberActivities.memberId, memberId));
  return row?.rows ?? 0;
}

async function setLanguage(memberId: number, language: string): Promise<void> {
  await harness.database.db.update(members).set({ preferredLanguageCd: language }).where(eq(members.id, memberId));
}

describe('init-learn', () => {
  it("answers the plan's library in the member's language, nothing read, and every brain exercise unplayed", async () => {
    const body = await init('aisha');
    expect(body.user_articles_by_id).toEqual({});
    expect(body.user_article_ids).toEqual([]);
    expect(body.articles.find((article) => article.content_id === 'beans-and-lentils')).toEqual({
      content_id: 'beans-and-lentils',
      category: 'HEALTHY_EATING',
      type_label: 'ARTICLE',
      title: 'Beans and lentils',
      summary: 'Cheap, filling and full of fiber, like chickpeas.',
      reading_minutes: 3,
      // Aisha reads Arabic; the article is written in English only.
      language: 'EN',
      completion_date: null,
    });
    expect(body.articles.map((article) => article.content_id)).not.toContain('desert-hiking');
    // The learn-and-earn actions' articles come first, in the programme's order (the fixtures hold
    // seven-hours-of-sleep; the seed library, when loaded, the others).
    const shown = body.articles.map((article) => article.content_id);
    const asked = ['know-your-blood-pressure', 'your-yearly-checkup', 'seven-hours-of-sleep'].filter((id) => shown.includes(id));
    expect(body.suggested_articles.slice(0, asked.length).map((article) => article.content_id)).toEqual(asked);
    expect(body.brain_exercises).toEqual(
      ['MEMORY_PAIRS', 'SEQUENCE_RECALL', 'NUMBER_ORDER'].map((exercise_cd) => ({ exercise_cd, completion_date: null })),
    );
  });
});

describe('mark-as-read', () => {
  it("marks an article read on the plan's today, keeps the first day on a second read, and lists the last read first", async () => {
    const first = await markRead('maria', 'beans-and-lentils');
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({
      article: { content_id: 'beans-and-lentils', completion_date: PLAN_TODAY, category: 'HEALTHY_EATING', type_label: 'ARTICLE' },
    });
    await setClock(new Date('2026-03-04T18:00:00Z'));
    const again = await markRead('maria', 'beans-and-lentils');
    expect(json<{ article: { completion_date: string } }>(again).article.completion_date).toBe(PLAN_TODAY);
    expect(json<{ article: { completion_date: string } }>(await markRead('maria', 'night-walks-and-sleep')).article.completion_date).toBe(
      '2026-03-04',
    );
    const body = await init('maria');
    expect(body.user_article_ids.slice(0, 2)).toEqual(['night-walks-and-sleep', 'beans-and-lentils']);
    expect(body.user_articles_by_id['beans-and-lentils']).toEqual({
      content_id: 'beans-and-lentils',
      completion_date: PLAN_TODAY,
      category: 'HEALTHY_EATING',
      type_label: 'ARTICLE',
    });
    expect(body.articles.find((article) => article.content_id === 'beans-and-lentils')?.completion_date).toBe(PLAN_TODAY);
    expect(body.suggested_articles.map((article) => article.content_id)).not.toContain('beans-and-lentils');
  });

  it('answers ARTICLE_NOT_FOUND for an article the plan does not have, and records nothing', async () => {
    const before = await activityRows(maria.memberId);
    for (const contentId of ['no-such-article', 'desert-hiking']) {
      const response = await markRead('maria', contentId);
      expect(response.statusCode).toBe(404);
      expect(json<ErrorAnswer>(response).error.code).toBe('ARTICLE_NOT_FOUND');
    }
    expect(await activityRows(maria.memberId)).toBe(before);
  });

  it("never shows one member another's reads", async () => {
    const body = await init('aisha');
    expect(body.user_article_ids).toEqual([]);
    expect(body.articles.every((article) => article.completion_date === null)).toBe(true);
  });
});

describe('learn and earn', () => {
  it('completes the action that asks for the article and pays its reward once, however often it is read', async () => {
    await setClock(EVENING_IN_LOS_ANGELES);
    for (let read = 0; read < 2; read += 1) expect((await markRead('maria', 'seven-hours-of-sleep')).statusCode).toBe(200);
    const completions = await harness.database.db
      .select()
      .from(memberCompletions)
      .where(and(eq(memberCompletions.memberId, maria.memberId), eq(memberCompletions.healthActionId, 107)));
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject({ source: 'ARTICLE', completionDate: PLAN_TODAY });
    const rewards = await harness.database.db
      .select()
      .from(rewardIssues)
      .where(eq(rewardIssues.idempotencyKey, `completion:${completions[0]!.id}`));
    expect(rewards).toHaveLength(1);
    const actions = json<{ health_actions: { id: number; article_content_id: string | null; member_data: Record<string, unknown> }[] }>(
      await call('maria', '/v3/web/health-actions/init'),
    ).health_actions;
    const sleepWell = actions.find((action) => action.id === 107)!;
    expect(sleepWell.article_content_id).toBe('seven-hours-of-sleep');
    expect(sleepWell.member_data[String(maria.memberId)]).toMatchObject({
      state: 'COMPLETED',
      articles_marked_as_read: [{ content_id: 'seven-hours-of-sleep', read_on: PLAN_TODAY }],
    });
  });
});

describe('learn and earn in the next year', () => {
  it('earns a yearly action again by reading its article again once the new year has begun, and only once in it', async () => {
    // The first describe read seven-hours-of-sleep on PLAN_TODAY (2026); the action is yearly.
    await setClock(EVENING_IN_LOS_ANGELES);
    expect((await markRead('maria', 'seven-hours-of-sleep')).statusCode).toBe(200);
    await setClock(new Date('2027-01-20T18:00:00Z'));
    for (let read = 0; read < 2; read += 1) {
      const response = await markRead('maria', 'seven-hours-of-sleep');
      expect(response.statusCode).toBe(200);
      // The reading history keeps the day it was first read.
      expect(json<{ article: { completion_date: string } }>(response).article.completion_date).toBe(PLAN_TODAY);
    }
    const completions = await harness.database.db
      .select()
      .from(memberCompletions)
      .where(and(eq(memberCompletions.memberId, maria.memberId), eq(memberCompletions.healthActionId, 107)));
    expect(completions.map((row) => row.completionDate).sort()).toEqual([PLAN_TODAY, '2027-01-20']);
    await setClock(EVENING_IN_LOS_ANGELES);
  });
});

describe('search', () => {
  it("finds the plan's articles by a word, best first, and never another plan's", async () => {
    expect((await search('maria', 'moonlit')).map((article) => article.content_id)).toEqual(['night-walks-and-sleep']);
    expect(await search('maria', 'desert')).toEqual([]);
    expect((await search('robert', 'desert')).map((article) => article.content_id)).toEqual(['desert-hiking']);
    expect(await search('robert', 'chickpeas')).toEqual([]);
  });

  it('finds a Spanish text by a Spanish word through its stem, and an English-only article in English', async () => {
    await setLanguage(maria.memberId, 'ES');
    try {
      // The text says "crepúsculo"; Spanish stemming finds it from the plural.
      const found = await search('maria', 'crepúsculos');
      expect(found.map((article) => [article.content_id, article.language, article.title])).toEqual([
        ['night-walks-and-sleep', 'ES', 'Caminatas nocturnas y mejor sueño'],
      ]);
      expect((await search('maria', 'chickpea')).map((article) => [article.content_id, article.language])).toEqual([
        ['beans-and-lentils', 'EN'],
      ]);
    } finally {
      await setLanguage(maria.memberId, 'EN');
    }
  });

  it('answers an empty list for a blank keyword, and 400 for one too long', async () => {
    expect(await search('maria', '   ')).toEqual([]);
    const tooLong = await call('maria', `/v1/web/learn/articles/search?keyword=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(json<ErrorAnswer>(tooLong).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { keyword: expect.any(String) } });
  });

  it('takes operators and punctuation as words, never as an error', async () => {
    expect((await call('maria', `/v1/web/learn/articles/search?keyword=${encodeURIComponent('"beans" -salt OR (&|!')}`)).statusCode).toBe(
      200,
    );
  });
});

describe('one article', () => {
  it("answers the member's language or English, with the languages it is written in, and the one asked for", async () => {
    const shown = json<{ article: Record<string, unknown> }>(await call('maria', '/v1/web/learn/article/night-walks-and-sleep')).article;
    expect(shown).toMatchObject({
      content_id: 'night-walks-and-sleep',
      language: 'EN',
      title: 'Evening walks and better sleep',
      languages: ['EN', 'ES'],
      reading_minutes: 2,
      reviewed_on: '2026-11-25',
      sources: [{ name: 'CDC: About Sleep', url: 'https://www.cdc.gov/sleep/about/index.html' }],
    });
    expect((shown.body as unknown[])[0]).toEqual({ heading: 'Why walking helps' });
    const spanish = json<{ article: Record<string, unknown> }>(
      await call('maria', '/v1/web/learn/article/night-walks-and-sleep?language=ES'),
    );
    expect(spanish.article).toMatchObject({ language: 'ES', title: 'Caminatas nocturnas y mejor sueño' });
    const notWritten = json<{ article: Record<string, unknown> }>(
      await call('maria', '/v1/web/learn/article/beans-and-lentils?language=ES'),
    );
    expect(notWritten.article).toMatchObject({ language: 'EN', languages: ['EN'] });
  });

  it('answers ARTICLE_NOT_FOUND for an id the plan does not have', async () => {
    const response = await call('maria', '/v1/web/learn/article/desert-hiking');
    expect(response.statusCode).toBe(404);
    expect(json<ErrorAnswer>(response).error.code).toBe('ARTICLE_NOT_FOUND');
  });
});

describe('brain exercises', () => {
  const play = (contentId: string) =>
    call('aisha', '/v4/web/member/post-member-activity', {
      method: 'POST',
      payload: { activity_type: 'PLAYED_BRAIN_EXERCISE', activity_payload: { source: 'LEARN', content_id: contentId } },
    });

  it('records a play of an exercise the portal offers and shows its day; refuses one it does not offer', async () => {
    const refused = await play('CROSSWORD');
    expect(refused.statusCode).toBe(400);
    expect(json<ErrorAnswer>(refused).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'activity_payload.content_id': 'validation.invalid' },
    });
    expect((await play('NUMBER_ORDER')).statusCode).toBe(200);
    const exercises = (await init('aisha')).brain_exercises;
    expect(exercises.find((exercise) => exercise.exercise_cd === 'NUMBER_ORDER')?.completion_date).toBe(PLAN_TODAY);
    expect(exercises.find((exercise) => exercise.exercise_cd === 'MEMORY_PAIRS')?.completion_date).toBeNull();
  });
});

describe('a plan without the library', () => {
  it('answers FEATURE_DISABLED to every learning call', async () => {
    const harbor = await readClientDefinition(path.join(SEED_DIR, 'clients', 'harbor.json'));
    await harness.services.clients.applyDefinition({ ...harbor, features: harbor.features.filter((feature) => feature !== 'EDUCATION') });
    try {
      const before = await activityRows(maria.memberId);
      for (const url of [
        '/v1/web/learn/init-learn',
        '/v1/web/learn/articles/search?keyword=beans',
        '/v1/web/learn/article/beans-and-lentils',
        '/v1/web/learn/articles/mark-as-read/night-walks-and-sleep',
      ]) {
        const response = await call('maria', url);
        expect(response.statusCode).toBe(403);
        expect(json<ErrorAnswer>(response).error.code).toBe('FEATURE_DISABLED');
      }
      expect(await activityRows(maria.memberId)).toBe(before);
    } finally {
      await harness.services.clients.applyDefinition(harbor);
    }
  });
});

describe("staff viewing a member's portal", () => {
  it("read the member's library and cannot mark an article read for them", async () => {
    const staffJwt = await staffSignIn(harness, await createStaff(harness, 'learning.support', 'SUPPORT'));
    const opened = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: maria.memberId,
      reason: 'Member asks about an article',
    });
    expect(opened.statusCode).toBe(200);
    const viewer = opened.json<{ jwt: string }>().jwt;
    const read = await call('maria', '/v1/web/learn/init-learn', { jwt: viewer });
    expect(read.statusCode).toBe(200);
    expect(json<InitWire>(read).user_article_ids).toContain('beans-and-lentils');
    const before = await activityRows(maria.memberId);
    const write = await call('maria', '/v1/web/learn/articles/mark-as-read/desert-hiking', { jwt: viewer });
    expect(write.statusCode).toBe(403);
    expect(json<ErrorAnswer>(write).error.code).toBe('IMPERSONATION_READ_ONLY');
    expect(await activityRows(maria.memberId)).toBe(before);
  });
});

describe('learn load', () => {
  it('refuses a folder with one wrong file, naming the file and field, and loads nothing of it', async () => {
    const result = await loadInto('MESA', 'refused');
    expect(result).toEqual({
      ok: false,
      problems: [{ file: path.join('sleep', 'night-walks-and-sleep.en.json'), field: 'title', message: expect.any(String) }],
    });
    expect(await search('robert', 'chickpeas')).toEqual([]);
  });

  it('loads the same folder again without adding anything', async () => {
    expect(await loadInto('HARBOR', 'harbor')).toEqual({ ok: true, articles: 3, texts: 4 });
    const body = await init('maria');
    expect(body.articles.filter((article) => article.content_id === 'beans-and-lentils')).toHaveLength(1);
    expect(body.user_articles_by_id['beans-and-lentils']?.completion_date).toBe(PLAN_TODAY);
  });
});

describe('init-learn as read again', () => {
  it('sends the kept library until the member plays or the plan loads its library again', async () => {
    await setClock(EVENING_IN_LOS_ANGELES);
    const first = await call('aisha', '/v1/web/learn/init-learn');
    expect((await call('aisha', '/v1/web/learn/init-learn')).body).toBe(first.body);
    // A play is one of the member's activities.
    const sequenceRecall = async () =>
      (await init('aisha')).brain_exercises.find((exercise) => exercise.exercise_cd === 'SEQUENCE_RECALL')?.completion_date;
    expect(await sequenceRecall()).toBeNull();
    const played = await call('aisha', '/v4/web/member/post-member-activity', {
      method: 'POST',
      payload: { activity_type: 'PLAYED_BRAIN_EXERCISE', activity_payload: { source: 'LEARN', content_id: 'SEQUENCE_RECALL' } },
    });
    expect(played.statusCode).toBe(200);
    expect(await sequenceRecall()).toBe(PLAN_TODAY);
    // An operator's load of a changed text reaches every member of the plan.
    const changed = mkdtempSync(path.join(os.tmpdir(), 'learning-library-'));
    try {
      cpSync(path.join(FIXTURES, 'harbor'), changed, { recursive: true });
      const file = path.join(changed, 'healthy-eating', 'beans-and-lentils.en.json');
      const article = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
      writeFileSync(file, JSON.stringify({ ...article, title: 'Beans, lentils and peas' }));
      expect(
        await harness.services.learningLibrary.loadFolder((await harness.services.clients.findClient('HARBOR'))!, changed),
      ).toMatchObject({ ok: true });
      expect((await init('aisha')).articles.find((shown) => shown.content_id === 'beans-and-lentils')?.title).toBe(
        'Beans, lentils and peas',
      );
    } finally {
      expect(await loadInto('HARBOR', 'harbor')).toMatchObject({ ok: true });
      rmSync(changed, { recursive: true, force: true });
    }
  });
});
