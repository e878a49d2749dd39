import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { findLanguage, LEARN_LIST_SIZE, type ArticleSummary } from '@portal/contract';
import { useRef, useState, type ReactElement, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';

/** One article in a list: its title (the link), summary, reading time and the day it was read. */
function ArticleItem({ article, linkRef }: { article: ArticleSummary; linkRef?: Ref<HTMLAnchorElement> | undefined }): ReactElement {
  const { t } = useTranslation('learn');
  const displayed = useDisplayedLanguage().code;
  const tag = languageTag(displayed);
  // An article not written in the member's language is shown in English: its words say which.
  const own = article.language === displayed ? undefined : findLanguage(article.language);
  return (
    <Stack component="li" gap={2}>
      <Anchor component={Link} to={`/learn/article/detail/${article.contentId}`} fw={600} ref={linkRef} lang={own?.tag} dir={own?.dir}>
        {article.title}
      </Anchor>
      <Text size="sm" lang={own?.tag} dir={own?.dir}>
        {article.summary}
      </Text>
      <Group gap="md">
        <Text size="sm" c="dimmed">
          {t('article.readingTime', { minutes: article.readingMinutes })}
        </Text>
        {article.completionDate && (
          <Text size="sm" c="dimmed">
            {t('article.readOn', { date: formatShortDate(article.completionDate, tag) })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Spec 001 section 7: a list shows three articles; "Show more" reveals the rest and moves the
 * focus to the first one it revealed, so a keyboard or screen-reader user carries on reading there.
 */
export function ArticleList({ articles, label }: { articles: readonly ArticleSummary[]; label: string }): ReactElement {
  const { t } = useTranslation('learn');
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  if (articles.length === 0) return <Text c="dimmed">{t('lists.empty')}</Text>;
  const shown = expanded ? articles : articles.slice(0, LEARN_LIST_SIZE);
  const showMore = (): void => {
    flushSync(() => setExpanded(true));
    firstRevealed.current?.focus();
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {shown.map((article, index) => (
          <ArticleItem key={article.contentId} article={article} linkRef={index === LEARN_LIST_SIZE ? firstRevealed : undefined} />
        ))}
      </Stack>
      {!expanded && articles.length > LEARN_LIST_SIZE && (
        <Button variant="subtle" onClick={showMore}>
          {t('lists.showMore', { hidden: articles.length - LEARN_LIST_SIZE })}
        </Button>
      )}
    </Stack>
  );
}
