import { Stack, Text, Title } from '@mantine/core';
import { findLanguage } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../lib/format';
import { languageTag } from '../lib/i18n';
import { useDisplayedLanguage } from '../lib/language-store';
import { DocumentText } from './document-text';
import { Notice } from './notice';

export interface PlanDocumentText {
  readonly title: string;
  readonly body: string;
  /** The language the plan wrote it in: the member's when it has one, else its default. */
  readonly languageCd: string;
  readonly updatedAt: string;
}

/**
 * One of the plan's documents: the portal's words (when it was updated, and that it is not in the
 * member's language when it is not) in the page's language, the plan's text in its own language
 * and direction, so an English notice on an Arabic page reads left to right.
 */
export function PlanDocument({ document }: { document: PlanDocumentText }): ReactElement {
  const { t } = useTranslation('documents');
  const displayed = useDisplayedLanguage().code;
  const written = findLanguage(document.languageCd);
  const pageTag = languageTag(displayed);
  const inAnotherLanguage = written !== undefined && written.code !== displayed;
  return (
    <Stack gap="xs">
      {inAnotherLanguage && (
        <Notice tone="info" role="note">
          {t('notInYourLanguage', { language: findLanguage(displayed)?.nativeName ?? displayed, shown: written.nativeName })}
        </Notice>
      )}
      <Title order={1} lang={written?.tag} dir={written?.dir}>
        {document.title}
      </Title>
      <Text c="dimmed" size="sm">
        {t('updated', { date: formatShortDate(document.updatedAt.slice(0, 10), pageTag) })}
      </Text>
      <div lang={written?.tag} dir={written?.dir}>
        <DocumentText body={document.body} />
      </div>
    </Stack>
  );
}
