import { Button, Text } from '@mantine/core';
import type { Article } from '@portal/contract';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { formatShortDate } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { useWriteControl } from '../../lib/read-only-view';
import { useMarkArticleRead } from './api/mark-article-read';

/**
 * "Mark as read" until the member has read the article, then the day they read it. In staff's
 * read-only view the button is disabled with the reason, since the server refuses the write.
 * `readAgain` offers the button over an earlier read: a yearly learn-and-earn action is earned
 * again by reading its article in the new year.
 */
export function MarkRead({
  article,
  label,
  readAgain = false,
  children,
}: {
  article: Article;
  label: string;
  readAgain?: boolean;
  children?: (readOn: string) => ReactNode;
}): ReactElement {
  const { t } = useTranslation('learn');
  const tag = languageTag(useDisplayedLanguage().code);
  const markRead = useMarkArticleRead(article.contentId);
  const writeControl = useWriteControl();
  const readOn = markRead.data?.article.completionDate ?? (readAgain ? null : article.completionDate);
  if (readOn) {
    const day = formatShortDate(readOn, tag);
    return (
      <div role="status">
        <Text fw={600}>{t('article.readOn', { date: day })}</Text>
        {children?.(day)}
      </div>
    );
  }
  return (
    <div>
      {markRead.error && <ErrorAlert error={markRead.error} />}
      <Button onClick={() => markRead.mutate()} loading={markRead.isPending} w="fit-content" {...writeControl}>
        {label}
      </Button>
    </div>
  );
}
