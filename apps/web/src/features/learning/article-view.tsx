import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { findLanguage, type Article, type ArticleBlock, type LanguageCode } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Notice } from '../../components/notice';
import { formatLongDate } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';

function Block({ block, headingOrder }: { block: ArticleBlock; headingOrder: 2 | 3 }): ReactElement {
  if ('heading' in block)
    return (
      <Title order={headingOrder} size="h3" mt="md">
        {block.heading}
      </Title>
    );
  if ('paragraph' in block) return <Text>{block.paragraph}</Text>;
  return (
    <List spacing={4}>
      {block.list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/**
 * The other languages the article is written in, as links to this page in each (`?language=`):
 * each named in its own language and marked with it, so a screen reader pronounces it right.
 */
function OtherLanguages({ article }: { article: Article }): ReactElement | null {
  const { t } = useTranslation('learn');
  const { pathname } = useLocation();
  const others = article.languages.filter((code) => code !== article.language);
  if (others.length === 0) return null;
  return (
    <Group component="nav" gap="sm" aria-label={t('article.otherLanguages')}>
      <Text size="sm">{t('article.otherLanguages')}</Text>
      {others.map((code) => {
        const language = findLanguage(code);
        return (
          <Anchor key={code} component={Link} to={`${pathname}?language=${code}`} size="sm" lang={language?.tag} hrefLang={language?.tag}>
            {language?.nativeName ?? code}
          </Anchor>
        );
      })}
    </Group>
  );
}

/** Says when the article is shown in English because it is not written in the member's language yet. */
function FallbackNotice({ article, displayed }: { article: Article; displayed: LanguageCode }): ReactElement | null {
  const { t } = useTranslation('learn');
  if (article.language === displayed || article.languages.includes(displayed)) return null;
  return (
    <Notice tone="info" role="note">
      {t('article.notInYourLanguage', { language: findLanguage(displayed)?.nativeName ?? displayed })}
    </Notice>
  );
}

/**
 * An article: its title, reading time, body, sources and the day it was reviewed. The article
 * carries its own language and direction, which differ from the page's when it is shown in English.
 */
export function ArticleView(props: {
  article: Article;
  titleOrder?: 1 | 2;
  /** Moves the focus to the title when it appears (the member asked for the article to be shown). */
  focusTitle?: boolean;
}): ReactElement {
  const { article, titleOrder = 1 } = props;
  const { t } = useTranslation('learn');
  const displayed = useDisplayedLanguage().code;
  const tag = languageTag(displayed);
  const own = findLanguage(article.language);
  return (
    <Stack gap="md">
      <FallbackNotice article={article} displayed={displayed} />
      <OtherLanguages article={article} />
      <Stack component="article" gap="sm" lang={own?.tag} dir={own?.dir} aria-labelledby="article-title">
        <Title order={titleOrder} id="article-title" tabIndex={-1} ref={props.focusTitle ? (title) => title?.focus() : undefined}>
          {article.title}
        </Title>
        <Text c="dimmed" lang={tag} dir={findLanguage(displayed)?.dir}>
          {t('article.readingTime', { minutes: article.readingMinutes })} · {t(`categories.names.${article.category}`)}
        </Text>
        {article.body.map((block, index) => (
          <Block key={index} block={block} headingOrder={titleOrder === 1 ? 2 : 3} />
        ))}
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="article-sources">
        <Title order={titleOrder === 1 ? 2 : 3} size="h3" id="article-sources">
          {t('article.sources')}
        </Title>
        <List spacing={4}>
          {article.sources.map((source) => (
            <List.Item key={source.url}>
              {/* A source's name is in the language of its page, often not the page's own: its direction follows its words. */}
              <Anchor href={source.url} target="_blank" rel="noopener noreferrer" dir="auto">
                {source.name}
                <span className="visually-hidden"> {t('article.opensInNewTab')}</span>
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('article.reviewedOn', { date: formatLongDate(article.reviewedOn, tag) })}
        </Text>
      </Stack>
    </Stack>
  );
}
