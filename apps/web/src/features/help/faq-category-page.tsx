import { Accordion, Stack, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePageTitle } from '../../lib/page-title';
import { useFaq } from './api/get-faq';
import { FaqAnswer } from './faq-answer';
import { BackLink, HelpNotFound, HelpProblem, textLanguage } from './help-frame';

/**
 * `/help-center/faq/category/:categoryId`: the category's questions as a disclosure list, each
 * a button (in a heading 2) that shows its answer below it.
 */
export function FaqCategoryPage(): ReactElement {
  const categoryId = Number(useParams().categoryId);
  const faq = useFaq();
  const category = faq.data?.categories.find((candidate) => candidate.id === categoryId);
  usePageTitle(category?.title);
  if (faq.isError) return <HelpProblem retry={() => void faq.refetch()} />;
  if (!faq.data) return <FullPageLoader />;
  if (!category) return <HelpNotFound what="category" />;
  const items = faq.data.items.filter((item) => item.categoryId === category.id);
  return (
    <Stack gap="lg" maw={760}>
      <BackLink />
      <Title order={1} {...textLanguage(category.language)}>
        {category.title}
      </Title>
      <Accordion multiple variant="separated" order={2} chevronPosition="right">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)} {...textLanguage(item.language)}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <FaqAnswer answer={item.answer} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
