// The learning pages as one chunk: a member on the landing opens a list, an article or an
// exercise next. Each exercise's game is a chunk of its own (brain-exercise-page.tsx).
export { ArticlePage } from './article-page';
export { ArticlesPage } from './articles-page';
export { BrainExercisePage } from './brain-exercise-page';
export { BrainExercisesPage } from './brain-exercises-page';
export { LearnAndEarnPage } from './learn-and-earn-page';
export { LearnLandingPage } from './learn-landing-page';
