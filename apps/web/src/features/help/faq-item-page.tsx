import { Stack, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePageTitle } from '../../lib/page-title';
import { useFaq } from './api/get-faq';
import { FaqAnswer } from './faq-answer';
import { BackLink, HELP_CENTER_PATH, HelpNotFound, HelpProblem, textLanguage } from './help-frame';

/**
 * `/help-center/faq/:faqId`: one question and its answer. Opened from the popular questions
 * (`?popular`), its way back is the help center; otherwise its category.
 */
export function FaqItemPage(): ReactElement {
  const { t } = useTranslation('help');
  const faqId = Number(useParams().faqId);
  const fromPopular = useSearchParams()[0].has('popular');
  const faq = useFaq();
  const item = faq.data?.items.find((candidate) => candidate.id === faqId);
  const category = item && faq.data?.categories.find((candidate) => candidate.id === item.categoryId);
  usePageTitle(item?.question);
  if (faq.isError) return <HelpProblem retry={() => void faq.refetch()} />;
  if (!faq.data) return <FullPageLoader />;
  if (!item || !category) return <HelpNotFound what="item" />;
  return (
    <Stack gap="lg" maw={760}>
      {fromPopular ? (
        <BackLink />
      ) : (
        <BackLink to={`${HELP_CENTER_PATH}/faq/category/${category.id}`} label={t('back.category', { category: category.title })} />
      )}
      <Stack gap="xs" {...textLanguage(item.language)}>
        <Title order={1}>{item.question}</Title>
        <FaqAnswer answer={item.answer} />
      </Stack>
    </Stack>
  );
}
