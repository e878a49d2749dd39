import { Stack } from '@mantine/core';
import { isLanguageCode, type LanguageCode } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePageTitle } from '../../lib/page-title';
import { isArticleMissing, useArticle } from './api/get-article';
import { ArticleView } from './article-view';
import { BackToLearn, LearnNotFound, LearnProblem } from './learn-frame';
import { MarkRead } from './mark-read';

/** The language asked for in the address (`?language=ES`), when it is one the portal speaks. */
function useAskedLanguage(): LanguageCode | null {
  const asked = useSearchParams()[0].get('language');
  return asked && isLanguageCode(asked) ? asked : null;
}

/** `/learn/article/detail/:contentId`: the article, and "Mark as read" or the day it was read. */
export function ArticlePage(): ReactElement {
  const { t } = useTranslation('learn');
  const contentId = useParams().contentId ?? '';
  const article = useArticle(contentId, useAskedLanguage());
  usePageTitle(article.data?.article.title);
  if (isArticleMissing(article.error)) return <LearnNotFound what="article" />;
  if (article.isError) return <LearnProblem retry={() => void article.refetch()} />;
  if (!article.data) return <FullPageLoader />;
  return (
    <Stack gap="lg" maw={760}>
      <BackToLearn />
      <ArticleView article={article.data.article} />
      <MarkRead article={article.data.article} label={t('article.markRead')} />
    </Stack>
  );
}
