import { Anchor, Stack, Text, Title } from '@mantine/core';
import { ARTICLE_CATEGORIES, type ArticleSummary } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePageTitle } from '../../lib/page-title';
import { useInitLearn } from './api/init-learn';
import { ArticleList } from './article-list';
import { BackToLearn, LearnNotFound, LearnProblem } from './learn-frame';
import { LearnSection } from './learn-landing-page';
import { articlesIn, categoryOfSlug, categorySlug, readArticles, type LearnData } from './library';
import { SearchPage } from './search-page';

function ListPage({ title, intro, children }: { title: string; intro?: string; children: ReactElement }): ReactElement {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap="xs">
        <BackToLearn />
        <Title order={1}>{title}</Title>
        {intro && <Text>{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

/** `/learn/articles`: each category's first articles, with the way to the whole category. */
function ArticlesByCategory({ learn }: { learn: LearnData }): ReactElement {
  const { t } = useTranslation('learn');
  return (
    <ListPage title={t('lists.byCategory')}>
      <Stack gap="xl">
        {ARTICLE_CATEGORIES.map((category) => (
          <LearnSection key={category} id={`learn-category-${category}`} title={t(`categories.names.${category}`)}>
            <ArticleList articles={articlesIn(learn, category)} label={t(`categories.names.${category}`)} />
            <Anchor component={Link} to={`/learn/articles/${categorySlug(category)}`} w="fit-content">
              {t('categories.open', { category: t(`categories.names.${category}`) })}
            </Anchor>
          </LearnSection>
        ))}
      </Stack>
    </ListPage>
  );
}

function OneList({ title, intro, articles }: { title: string; intro?: string; articles: readonly ArticleSummary[] }): ReactElement {
  return (
    <ListPage title={title} intro={intro}>
      <ArticleList articles={articles} label={title} />
    </ListPage>
  );
}

/** The lists under `/learn/articles/:list`: all, history, search, or one category. */
function ArticlesOf({ list, learn }: { list: string | undefined; learn: LearnData }): ReactElement {
  const { t } = useTranslation('learn');
  if (list === undefined) return <ArticlesByCategory learn={learn} />;
  if (list === 'all') return <OneList title={t('lists.all')} articles={learn.articles} />;
  if (list === 'history') return <OneList title={t('lists.history')} intro={t('lists.historyIntro')} articles={readArticles(learn)} />;
  const category = categoryOfSlug(list);
  if (!category) return <LearnNotFound what="category" />;
  return <OneList title={t(`categories.names.${category}`)} articles={articlesIn(learn, category)} />;
}

function LibraryList({ list }: { list: string | undefined }): ReactElement {
  const init = useInitLearn();
  if (init.isError) return <LearnProblem retry={() => void init.refetch()} />;
  if (!init.data) return <FullPageLoader />;
  return <ArticlesOf list={list} learn={init.data} />;
}

/** `/learn/articles` and its lists; search asks the server itself, the others read the library the member was given. */
export function ArticlesPage(): ReactElement {
  const { list } = useParams();
  return list === 'search' ? <SearchPage /> : <LibraryList list={list} />;
}
