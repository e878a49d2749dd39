import { LANGUAGE_CODES, type ArticleBlock, type ArticleCategory, type LanguageCode } from '@portal/contract';
import { textSearchConfiguration, type LibraryArticle } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { prepareStatement, type Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { articles, articleTexts, memberActivities } from '../../db/schema';

/** An article as a list shows it, in the language chosen for the member, with the member's first read. */
export interface ShownArticleRow {
  readonly contentId: string;
  readonly category: ArticleCategory;
  readonly typeLabel: 'ARTICLE';
  readonly readingMinutes: number;
  readonly language: LanguageCode;
  readonly title: string;
  readonly summary: string;
  readonly firstReadAt: Date | null;
}

/** What init-learn, search and mark-as-read read of the library and the member, in one round trip. */
export interface MemberLibrary {
  /** The member's saved language, else the page's. */
  readonly language: LanguageCode;
  readonly articles: ShownArticleRow[];
  /** Each brain exercise's latest play, by the exerciseCd the activity named. */
  readonly plays: { exerciseCd: string; lastPlayedAt: Date }[];
}

export interface ArticleTextRow {
  readonly language: LanguageCode;
  readonly title: string;
  readonly summary: string;
  readonly body: ArticleBlock[];
}

interface MemberLibraryJson {
  readonly language: LanguageCode;
  readonly articles: (Omit<ShownArticleRow, 'firstReadAt'> & { firstReadAt: string | null })[];
  readonly plays: { exerciseCd: string; lastPlayedAt: string }[];
}

const languageList = sql.raw(LANGUAGE_CODES.map((code) => `'${code}'`).join(', '));

// A member's reads are their READ_ARTICLE activities: the first of each article is when they read it.
const memberLibrary = sql`
  with member as (
    select coalesce(
      (select m.preferred_language_cd from members m
        where m.id = ${sql.placeholder('memberId')} and m.client_id = ${sql.placeholder('clientId')}
          and m.preferred_language_cd in (${languageList})),
      ${sql.placeholder('pageLanguage')}) as language
  ),
  shown as (
    select a.content_id, a.category, a.type_label, a.reading_minutes, t.language, t.title, t.summary
    from articles a
    cross join member
    join lateral (
      select t.language, t.title, t.summary from article_texts t
      where t.article_id = a.id and t.language in (member.language, 'EN')
      order by t.language = member.language desc
      limit 1
    ) t on true
    where a.client_id = ${sql.placeholder('clientId')}
  ),
  activities as (
    select ma.activity_type, ma.activity_payload ->> 'contentId' as content_id, ma.recorded_at
    from member_activities ma
    where ma.client_id = ${sql.placeholder('clientId')} and ma.member_id = ${sql.placeholder('memberId')}
      and ma.activity_type in ('READ_ARTICLE', 'PLAYED_BRAIN_EXERCISE')
  ),
  reads as (
    select content_id, min(recorded_at) as first_read_at from activities where activity_type = 'READ_ARTICLE' group by content_id
  )
  select
    (select language from member) as language,
    (select coalesce(json_agg(json_build_object(
        'contentId', s.content_id, 'category', s.category, 'typeLabel', s.type_label, 'readingMinutes', s.reading_minutes,
        'language', s.language, 'title', s.title, 'summary', s.summary, 'firstReadAt', r.first_read_at)), '[]'::json)
      from shown s left join reads r on r.content_id = s.content_id) as articles,
    (select coalesce(json_agg(json_build_object('exerciseCd', p.content_id, 'lastPlayedAt', p.last_played_at)), '[]'::json)
      from (select content_id, max(recorded_at) as last_played_at from activities
        where activity_type = 'PLAYED_BRAIN_EXERCISE' and content_id is not null group by content_id) p) as plays
`;

/**
 * The plan's articles matching a keyword: the member's language's texts searched in its own
 * configuration, and English texts in English's when the member reads another language (an
 * article not yet translated is still found). Best match first.
 */
const articleSearch = sql`
  with query as (
    select websearch_to_tsquery(cast(${sql.placeholder('configuration')} as regconfig), ${sql.placeholder('keyword')}) as own,
      websearch_to_tsquery('english', ${sql.placeholder('keyword')}) as english
  )
  select a.content_id as "contentId"
  from query q
  cross join articles a
  join article_texts t on t.article_id = a.id
  where a.client_id = ${sql.placeholder('clientId')}
    and ((t.language = ${sql.placeholder('language')} and t.search_vector @@ q.own)
      or (${sql.placeholder('alsoEnglish')} and t.language = 'EN' and t.search_vector @@ q.english))
  group by a.content_id
  order by max(ts_rank(t.search_vector, case when t.language = ${sql.placeholder('language')} then q.own else q.english end)) desc, a.content_id
  limit ${sql.placeholder('limit')}
`;

export function createLearningRepository(db: Database) {
  const readLibrary = prepareStatement<MemberLibraryJson>(db, 'learning_member_library', memberLibrary);
  const search = prepareStatement<{ contentId: string }>(db, 'learning_article_search', articleSearch);

  return {
    async memberLibrary(member: MemberKey, pageLanguage: LanguageCode): Promise<MemberLibrary> {
      const [row] = await readLibrary({ ...member, pageLanguage });
      const { language, articles: shown, plays } = row!;
      return {
        language,
        articles: shown.map((article) => ({
          ...article,
          firstReadAt: article.firstReadAt === null ? null : new Date(article.firstReadAt),
        })),
        plays: plays.map((play) => ({ ...play, lastPlayedAt: new Date(play.lastPlayedAt) })),
      };
    },

    /** The content ids of the plan's articles matching `keyword`, best first. */
    async search(clientId: number, language: LanguageCode, keyword: string, limit: number): Promise<string[]> {
      const configuration = textSearchConfiguration(language);
      const rows = await search({ clientId, language, configuration, keyword, alsoEnglish: language !== 'EN', limit });
      return rows.map((row) => row.contentId);
    },

    /** One article of the plan with every language it is written in. */
    async article(clientId: number, contentId: string) {
      const [article] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.clientId, clientId), eq(articles.contentId, contentId)));
      if (!article) return undefined;
      const texts: ArticleTextRow[] = await db
        .select({ language: articleTexts.language, title: articleTexts.title, summary: articleTexts.summary, body: articleTexts.body })
        .from(articleTexts)
        .where(eq(articleTexts.articleId, article.id))
        .orderBy(articleTexts.language);
      return { ...article, texts };
    },

    /** Records the member's read of an article, unless they have read it before; answers the first read's time. */
    async recordFirstRead(member: MemberKey, contentId: string, now: Date): Promise<Date> {
      const readsOfIt = and(
        ownedBy(memberActivities, member),
        eq(memberActivities.activityType, 'READ_ARTICLE'),
        sql`${memberActivities.activityPayload} ->> 'contentId' = ${contentId}`,
      );
      const [first] = await db
        .select({ recordedAt: sql<Date>`min(${memberActivities.recordedAt})`.mapWith(memberActivities.recordedAt) })
        .from(memberActivities)
        .where(readsOfIt);
      if (first?.recordedAt) return first.recordedAt;
      await db
        .insert(memberActivities)
        .values({ ...member, activityType: 'READ_ARTICLE', activityPayload: { contentId }, recordedAt: now });
      return now;
    },

    /** Adds the library's articles or updates them in place; an article or language not loaded again stays. */
    async saveLibrary(clientId: number, library: readonly LibraryArticle[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        for (const { contentId, english, texts } of library) {
          const { category, typeLabel, readingMinutes, reviewedOn, sources } = english;
          const shared = { category, typeLabel, readingMinutes, reviewedOn, sources, loadedAt: now };
          const [saved] = await tx
            .insert(articles)
            .values({ clientId, contentId, ...shared })
            .onConflictDoUpdate({ target: [articles.clientId, articles.contentId], set: shared })
            .returning({ id: articles.id });
          for (const text of texts.values()) {
            const { language, title, summary, body } = text;
            const written = { title, summary, body, searchConfiguration: textSearchConfiguration(language) };
            await tx
              .insert(articleTexts)
              .values({ articleId: saved!.id, language, ...written })
              .onConflictDoUpdate({ target: [articleTexts.articleId, articleTexts.language], set: written });
          }
        }
        // Every household of the plan reads the library in init-learn: their kept answers move on
        // (decision 0035's addendum). A load is an operator's rare act; one upsert per household.
        await tx.execute(sql`
          insert into household_revisions as r (household_id, revision)
          select distinct coalesce(m.subscriber_id, m.id), 1 from members m where m.client_id = ${clientId} order by 1
          on conflict (household_id) do update set revision = r.revision + 1`);
      });
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
