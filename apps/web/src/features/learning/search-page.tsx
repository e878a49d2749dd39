import { Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePageTitle } from '../../lib/page-title';
import { useSearchArticles } from './api/search-articles';
import { ArticleList } from './article-list';
import { BackToLearn, LearnProblem } from './learn-frame';
import { SearchForm } from './search-form';

function SearchResults({ keyword }: { keyword: string }): ReactElement | null {
  const { t } = useTranslation('learn');
  const search = useSearchArticles(keyword);
  if (keyword.trim() === '') return null;
  if (search.isError) return <LearnProblem retry={() => void search.refetch()} />;
  if (!search.data) return <FullPageLoader />;
  const found = search.data.articles;
  return (
    <Stack gap="sm">
      <Text role="status" fw={600}>
        {found.length === 0 ? t('search.none') : t('search.found', { total: found.length, keyword: keyword.trim() })}
      </Text>
      {found.length > 0 && <ArticleList articles={found} label={t('search.results')} />}
    </Stack>
  );
}

/** `/learn/articles/search?keyword=…`: the field, and the articles that match (spec 001: a blank keyword searches nothing). */
export function SearchPage(): ReactElement {
  const { t } = useTranslation('learn');
  const keyword = useSearchParams()[0].get('keyword') ?? '';
  usePageTitle(keyword.trim() ? t('search.titleFor', { keyword: keyword.trim() }) : t('search.title'));
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap="xs">
        <BackToLearn />
        <Title order={1}>{t('search.title')}</Title>
        <Text>{t('search.intro')}</Text>
      </Stack>
      {/* Keyed by the address's keyword, so back and forward put that search back in the field. */}
      <SearchForm key={keyword} keyword={keyword} />
      <SearchResults keyword={keyword} />
    </Stack>
  );
}
