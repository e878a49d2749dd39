import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { TAGLINE_LANGUAGES_BY_STATE } from '@portal/contract';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import '../../lib/fonts/khmer.css';
import './taglines.css';
import { TAGLINES } from './taglines';

const telephone = (number: string): string => `tel:${number.replace(/[^0-9+]/g, '')}`;

/**
 * A number inside a sentence keeps its own left-to-right order in Arabic or Persian text (a Unicode
 * isolate), and stays on one line: a word joiner after each hyphen keeps "1-800-" from ending a line.
 */
const leftToRight = (text: string): string => `\u2066${text.replace(/-/g, '-\u2060')}\u2069`;

/**
 * `/language-assistance`, for anyone: the plan's notice of non-discrimination (ACA Section 1557)
 * in the page's language, and the language-assistance tagline in each of the languages its state
 * needs, each marked with its own language and direction.
 */
export function LanguageAssistancePage(): ReactElement {
  const { t } = useTranslation('help');
  const { t: common } = useTranslation();
  const configuration = useClientConfiguration();
  const taglinesId = useId();
  const notice = configuration.nonDiscriminationNotice;
  if (!notice) return <Navigate to="/" replace />;
  const { coordinator } = notice;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{common('titles.languageAssistance')}</Title>
      <Text>{t('notice.complies', { plan: configuration.name })}</Text>
      <Text>{t('notice.services')}</Text>
      <Stack gap={4}>
        <Text>{t('notice.grievance')}</Text>
        <Text component="address" fs="normal">
          {coordinator.title}
          <br />
          {coordinator.address}
          <br />
          {t('notice.phone', { phone: leftToRight(coordinator.phone), tty: leftToRight(coordinator.tty) })}
          <br />
          {t('notice.email', { email: coordinator.email })}
        </Text>
      </Stack>
      <Text>{t('notice.ocr')}</Text>
      <Stack component="section" aria-labelledby={taglinesId} gap="xs">
        <Title order={2} id={taglinesId} size="h3">
          {t('notice.taglines')}
        </Title>
        <Text>{t('notice.taglinesIntro')}</Text>
        <List listStyleType="none" spacing="sm">
          {TAGLINE_LANGUAGES_BY_STATE[notice.state].map((language) => {
            const tagline = TAGLINES[language];
            const [before, after = ''] = tagline.text.split('{phone}');
            return (
              <List.Item key={language} lang={language} dir={tagline.dir} className="tagline">
                <Text span fw={700}>
                  {tagline.name}:
                </Text>{' '}
                {before}
                <Anchor href={telephone(notice.languageAssistancePhone)} dir="ltr">
                  {notice.languageAssistancePhone}
                </Anchor>
                {after}
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Stack>
  );
}
