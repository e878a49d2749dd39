import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./learning-pages');

// Spec 001: `/learn` and its children need EDUCATION; a plan without it goes home. The article
// lists (all, history, search, a category) are one route with an optional segment, which weighs
// less on the sign-in page, where the route table loads, than five.
const needsEducation = { needs: { feature: 'EDUCATION', otherwise: '/' } } as const;

export const learningRoutes: FeatureRoutes = {
  member: [
    { path: 'learn', title: 'learn', page: lazyPage(loadPages, (m) => m.LearnLandingPage), ...needsEducation },
    { path: 'learn/articles/:list?', title: 'learnArticles', page: lazyPage(loadPages, (m) => m.ArticlesPage), ...needsEducation },
    { path: 'learn/article/detail/:contentId', title: 'learnArticle', page: lazyPage(loadPages, (m) => m.ArticlePage), ...needsEducation },
    { path: 'learn/brain-exercises', title: 'brainExercises', page: lazyPage(loadPages, (m) => m.BrainExercisesPage), ...needsEducation },
    {
      path: 'learn/brain-exercise/detail/:exerciseCd',
      title: 'brainExercise',
      page: lazyPage(loadPages, (m) => m.BrainExercisePage),
      ...needsEducation,
    },
    // Spec 001 section 2: the learn-and-earn reading of a health action, an article's page in the
    // health actions' addresses; the learning area serves it, since it shows and marks the article.
    {
      path: 'health-actions/:healthActionId/learn-and-earn/article/:contentId',
      title: 'learnAndEarn',
      page: lazyPage(loadPages, (m) => m.LearnAndEarnPage),
    },
  ],
  menu: { key: 'learn', path: '/learn', feature: 'EDUCATION', placement: 'menu' },
};
