import {
  ARTICLE_CATEGORIES,
  BRAIN_EXERCISES,
  DEFAULT_LANGUAGE,
  type Article,
  type ArticleSummary,
  type BrainExercise,
  type LanguageCode,
  type UserArticle,
} from '@portal/contract';
import { suggestArticles, todayIn, type ProgrammeDefinition } from '@portal/domain';
import type { HealthActionCompletions } from '../../core/health-action-completions/completions';
import type { HouseholdAnswers } from '../../core/household-answers';
import type { MemberKey } from '../../db/member-owned';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { LearningRepository, ShownArticleRow } from './learning.repository';

export interface LearningDependencies {
  readonly repository: LearningRepository;
  readonly clock: Clock;
  readonly householdAnswers: Pick<HouseholdAnswers, 'bytes'>;
  readonly programmeFor: (clientId: number) => Promise<ProgrammeDefinition | null>;
  readonly completions: Pick<HealthActionCompletions, 'record'>;
}

/** The member in the token, their plan (whose time zone decides what today is) and the page's language. */
export interface Learner {
  readonly client: ClientRecord;
  readonly member: MemberKey;
  /** For a member who has saved no language of their own. */
  readonly pageLanguage: LanguageCode;
}

/** A search answers at most this many articles; a library holds a few dozen. */
export const SEARCH_RESULT_LIMIT = 50;

const categoryOrder = (article: ShownArticleRow): number => ARTICLE_CATEGORIES.indexOf(article.category);

/** The library's order: category, then title in the language shown. */
const inLibraryOrder = (shown: readonly ShownArticleRow[]): ShownArticleRow[] =>
  [...shown].sort((a, b) => categoryOrder(a) - categoryOrder(b) || a.title.localeCompare(b.title, a.language));

/** The learn-and-earn actions' articles, in the programme's order. */
const actionArticles = (programme: ProgrammeDefinition | null): string[] =>
  [...(programme?.healthActions ?? [])]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .flatMap((action) => (action.learnAndEarnKind === 'READ_ARTICLE' && action.articleContentId !== null ? [action.articleContentId] : []));

function notFound(): AppError {
  return new AppError('ARTICLE_NOT_FOUND', 'There is no such article in the library');
}

export function createLearningService({ repository, clock, programmeFor, completions, householdAnswers }: LearningDependencies) {
  const planDay = (client: ClientRecord, instant: Date): string => todayIn(instant, client.timeZone);

  const summaryOf = (client: ClientRecord, row: ShownArticleRow): ArticleSummary => {
    const { firstReadAt, ...shown } = row;
    return { ...shown, completionDate: firstReadAt === null ? null : planDay(client, firstReadAt) };
  };

  /** init-learn: the plan's library in the member's language, what they have read and played, and what to read next. */
  async function init({ client, member, pageLanguage }: Learner) {
    const clientId = client.configuration.id;
    const [library, programme] = await Promise.all([repository.memberLibrary(member, pageLanguage), programmeFor(clientId)]);
    const ordered = inLibraryOrder(library.articles);
    const read = ordered
      .filter((row) => row.firstReadAt !== null)
      .sort((a, b) => b.firstReadAt!.getTime() - a.firstReadAt!.getTime() || a.contentId.localeCompare(b.contentId));
    const userArticlesById: Record<string, UserArticle> = Object.fromEntries(
      read.map(({ contentId, category, typeLabel, firstReadAt }) => [
        contentId,
        { contentId, category, typeLabel, completionDate: planDay(client, firstReadAt!) },
      ]),
    );
    const unread = ordered.filter((row) => row.firstReadAt === null);
    const lastPlayed = new Map(library.plays.map((play) => [play.exerciseCd, play.lastPlayedAt]));
    const brainExercises: BrainExercise[] = BRAIN_EXERCISES.map((exerciseCd) => {
      const played = lastPlayed.get(exerciseCd);
      return { exerciseCd, completionDate: played ? planDay(client, played) : null };
    });
    return {
      userArticlesById,
      userArticleIds: read.map((row) => row.contentId),
      suggestedArticles: suggestArticles(unread, actionArticles(programme)).map((row) => summaryOf(client, row)),
      articles: ordered.map((row) => summaryOf(client, row)),
      brainExercises,
    };
  }

  return {
    /**
     * init's answer as sent, kept while nothing in it changes (decision 0035's addendum): the
     * member's reads and plays are activities, their language a member row, the library's load
     * moves every household of the plan, and the reading days are the plan's, whose today every
     * key holds. The page's language is part of the key.
     */
    initAnswer(learner: Learner, serialize: (answer: unknown) => string): Promise<Buffer> {
      const { client, member, pageLanguage } = learner;
      return householdAnswers.bytes(
        { client, memberId: member.memberId, variant: `learn|${pageLanguage}` },
        () => init(learner),
        serialize,
      );
    },

    /** A blank keyword finds nothing and asks the database nothing. */
    async search({ client, member, pageLanguage }: Learner, keyword: string): Promise<ArticleSummary[]> {
      if (keyword.trim() === '') return [];
      const library = await repository.memberLibrary(member, pageLanguage);
      const found = await repository.search(client.configuration.id, library.language, keyword, SEARCH_RESULT_LIMIT);
      const byId = new Map(library.articles.map((row) => [row.contentId, row]));
      return found.flatMap((contentId) => {
        const row = byId.get(contentId);
        return row ? [summaryOf(client, row)] : [];
      });
    },

    /** In the language asked for when the article is written in it, else the member's, else English. */
    async article({ client, member, pageLanguage }: Learner, contentId: string, asked?: LanguageCode): Promise<Article> {
      const [article, library] = await Promise.all([
        repository.article(client.configuration.id, contentId),
        repository.memberLibrary(member, pageLanguage),
      ]);
      if (!article) throw notFound();
      const languages = article.texts.map((text) => text.language);
      const language = [asked, library.language, DEFAULT_LANGUAGE].find((code) => code !== undefined && languages.includes(code))!;
      const { title, summary, body } = article.texts.find((text) => text.language === language)!;
      const firstReadAt = library.articles.find((row) => row.contentId === contentId)?.firstReadAt ?? null;
      return {
        contentId,
        category: article.category,
        typeLabel: article.typeLabel,
        title,
        summary,
        readingMinutes: article.readingMinutes,
        language,
        completionDate: firstReadAt === null ? null : planDay(client, firstReadAt),
        body,
        sources: article.sources,
        reviewedOn: article.reviewedOn,
        languages,
      };
    },

    /**
     * Marks the article read on the plan's today, or answers the day it was first read. The
     * learn-and-earn actions that ask for it are completed today: reading it again in the same
     * period pays nothing more (the completions' rules find the action done), and a yearly action
     * is earned again by reading it in the next year. The evidence is the article and the day.
     */
    async markRead({ client, member }: Learner, contentId: string): Promise<UserArticle> {
      const clientId = client.configuration.id;
      const article = await repository.article(clientId, contentId);
      if (!article) throw notFound();
      const now = clock.now();
      const firstReadAt = await repository.recordFirstRead(member, contentId, now);
      const today = planDay(client, now);
      const programme = await programmeFor(clientId);
      for (const action of programme?.healthActions ?? []) {
        if (action.learnAndEarnKind !== 'READ_ARTICLE' || action.articleContentId !== contentId) continue;
        await completions.record({
          clientId,
          memberId: member.memberId,
          healthActionId: action.id,
          completionDate: today,
          source: 'ARTICLE',
          sourceRef: `article:${contentId}:${today}`,
        });
      }
      return { contentId, completionDate: planDay(client, firstReadAt), category: article.category, typeLabel: article.typeLabel };
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
