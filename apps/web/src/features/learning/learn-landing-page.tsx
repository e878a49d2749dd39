import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ARTICLE_CATEGORIES } from '@portal/contract';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { localToday } from '../../lib/request-context';
import { useInitLearn } from './api/init-learn';
import { ArticleList } from './article-list';
import { BrainExerciseCards } from './brain-exercise-cards';
import { LearnProblem } from './learn-frame';
import { articlesIn, categorySlug, otherArticles, readArticles } from './library';
import { SearchForm } from './search-form';

/** A titled part of a learning page, named by its heading. */
export function LearnSection({ id, title, children }: { id: string; title: string; children: ReactNode }): ReactElement {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** `/learn`: unread suggestions, the member's history, a few others, the categories and the brain exercises. */
export function LearnLandingPage(): ReactElement {
  const { t } = useTranslation('learn');
  const init = useInitLearn();
  if (init.isError) return <LearnProblem retry={() => void init.refetch()} />;
  if (!init.data) return <FullPageLoader />;
  const learn = init.data;
  return (
    <Stack gap="xl" maw={960}>
      <div>
        <Title order={1}>{t('landing.title')}</Title>
        <Text>{t('landing.intro')}</Text>
      </div>
      <SearchForm keyword="" />
      <LearnSection id="learn-suggested" title={t('lists.suggested')}>
        <ArticleList articles={learn.suggestedArticles} label={t('lists.suggested')} />
      </LearnSection>
      <LearnSection id="learn-history" title={t('lists.history')}>
        <ArticleList articles={readArticles(learn)} label={t('lists.history')} />
      </LearnSection>
      <LearnSection id="learn-others" title={t('lists.others')}>
        <ArticleList articles={otherArticles(learn, localToday())} label={t('lists.others')} />
        <Anchor component={Link} to="/learn/articles/all" w="fit-content">
          {t('lists.allLink')}
        </Anchor>
      </LearnSection>
      <LearnSection id="learn-categories" title={t('categories.title')}>
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {ARTICLE_CATEGORIES.map((category) => (
            <Group component="li" key={category} gap="xs">
              <Anchor component={Link} to={`/learn/articles/${categorySlug(category)}`} fw={600}>
                {t(`categories.names.${category}`)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('categories.count', { total: articlesIn(learn, category).length })}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </LearnSection>
      <LearnSection id="learn-exercises" title={t('exercises.title')}>
        <BrainExerciseCards exercises={learn.brainExercises} headingLevel={3} />
      </LearnSection>
    </Stack>
  );
}
