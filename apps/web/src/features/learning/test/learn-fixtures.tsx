import type { Article, ArticleSummary, BrainExercise, FeatureFlag } from '@portal/contract';
import { BRAIN_EXERCISES } from '@portal/contract';
import { clientConfiguration, memberInfo } from '../../../test/fixtures';
import { renderMemberPages } from '../../../test/feature-pages';
import { stubServer, type StubAnswer } from '../../account/test/account-harness';
import { learningRoutes } from '../routes';
import type { LearnData } from '../library';

// The pages' chunk loads before the first test, which would otherwise wait for it past findBy's second.
await import('../learning-pages');

export const INIT = 'GET /v1/web/learn/init-learn';
export const SEARCH = 'GET /v1/web/learn/articles/search';
export const ACTIVITY = 'POST /v4/web/member/post-member-activity';
export const articleCall = (contentId: string): string => `GET /v1/web/learn/article/${contentId}`;
export const markRead = (contentId: string): string => `GET /v1/web/learn/articles/mark-as-read/${contentId}`;

export function summary(contentId: string, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    contentId,
    category: 'SLEEP',
    typeLabel: 'ARTICLE',
    title: `Title of ${contentId}`,
    summary: `Summary of ${contentId}`,
    readingMinutes: 4,
    language: 'EN',
    completionDate: null,
    ...overrides,
  };
}

export function article(contentId: string, overrides: Partial<Article> = {}): Article {
  return {
    ...summary(contentId),
    body: [{ paragraph: 'Adults need seven or more hours.' }, { heading: 'A routine' }, { list: ['Same bedtime', 'A dark room'] }],
    sources: [{ name: 'CDC: About sleep', url: 'https://www.cdc.gov/sleep/about/index.html' }],
    reviewedOn: '2026-01-15',
    languages: ['EN'],
    ...overrides,
  };
}

export const exercises = (played: Partial<Record<BrainExercise['exerciseCd'], string>> = {}): BrainExercise[] =>
  BRAIN_EXERCISES.map((exerciseCd) => ({ exerciseCd, completionDate: played[exerciseCd] ?? null }));

export function initLearn(overrides: Partial<LearnData> = {}): LearnData {
  return { userArticlesById: {}, userArticleIds: [], suggestedArticles: [], articles: [], brainExercises: exercises(), ...overrides };
}

/** Opens `path` in the learning routes as the route table guards them, with the server's answers stubbed. */
export function openPage(
  path: string,
  answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>,
  features: FeatureFlag[] = ['HOME', 'EDUCATION'],
): ReturnType<typeof stubServer> & { queryClient: ReturnType<typeof renderMemberPages>['queryClient'] } {
  const server = stubServer(answers);
  const { queryClient } = renderMemberPages(learningRoutes, path, {
    member: memberInfo(),
    configuration: clientConfiguration({ features }),
  });
  return { ...server, queryClient };
}
