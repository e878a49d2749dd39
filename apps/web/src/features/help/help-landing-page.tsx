import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@portal/contract';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useDisplayedLanguage } from '../../lib/language-store';
import { pickLocalized } from '../../lib/localized-text';
import { useFaq } from './api/get-faq';
import { HELP_CENTER_PATH, HelpProblem, textLanguage } from './help-frame';

/** A part of the landing: a heading 2 that names its region. */
function Section({ title, children }: { title: string; children: ReactNode }): ReactElement {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} id={headingId} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The plan's important documents, from its configuration, each opened inside the help center. */
function ImportantDocuments(): ReactElement | null {
  const { t } = useTranslation('help');
  const { importantDocuments } = useClientConfiguration();
  const language = useDisplayedLanguage().code;
  if (importantDocuments.length === 0) return null;
  return (
    <Section title={t('landing.documents')}>
      <List listStyleType="none" spacing="xs">
        {importantDocuments.map((document) => (
          <List.Item key={document.code}>
            <Anchor component={Link} to={`${HELP_CENTER_PATH}/view-document?document=${encodeURIComponent(document.code)}`}>
              {pickLocalized(document.title, language)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Section>
  );
}

/** The plan's support lines in the language shown, else English's. */
function ContactLines(): ReactElement | null {
  const { t } = useTranslation('help');
  const { supportContacts } = useClientConfiguration();
  const language = useDisplayedLanguage().code;
  const contact = supportContacts[language] ?? supportContacts[DEFAULT_LANGUAGE];
  if (!contact) return null;
  return (
    <Section title={t('landing.contact')}>
      <Text>
        {t('contact.phone')}{' '}
        <Anchor href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`} dir="ltr">
          {contact.phone}
        </Anchor>
        {/* The plan writes it in the member's language ("TTY 711", "الهاتف النصي: 711"): isolated, it takes its own direction. */}
        {contact.secondaryPhone && (
          <>
            {' '}
            <bdi>({contact.secondaryPhone})</bdi>
          </>
        )}
      </Text>
      <Text>{t('contact.hours', { hours: contact.hours })}</Text>
      <Text>
        {t('contact.email')}{' '}
        <Anchor href={`mailto:${contact.email}?subject=${encodeURIComponent(contact.emailSubject)}`} dir="ltr">
          {contact.email}
        </Anchor>
      </Text>
    </Section>
  );
}

/** `/help-center`: popular questions, the FAQ's categories, important documents and the support lines. */
export function HelpLandingPage(): ReactElement {
  const { t } = useTranslation('help');
  const faq = useFaq();
  if (faq.isError) return <HelpProblem retry={() => void faq.refetch()} />;
  if (!faq.data) return <FullPageLoader />;
  const popular = faq.data.items.filter((item) => item.popular);
  const countOf = (categoryId: number) => faq.data.items.filter((item) => item.categoryId === categoryId).length;
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap="xs">
        <Title order={1}>{t('landing.title')}</Title>
        <Text>{t('landing.intro')}</Text>
      </Stack>
      {popular.length > 0 && (
        <Section title={t('landing.popular')}>
          <List spacing="xs">
            {popular.map((item) => (
              <List.Item key={item.id} {...textLanguage(item.language)}>
                <Anchor component={Link} to={`${HELP_CENTER_PATH}/faq/${item.id}?popular`}>
                  {item.question}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Section>
      )}
      <Section title={t('landing.categories')}>
        {faq.data.categories.length === 0 ? (
          <Text>{t('landing.noFaq')}</Text>
        ) : (
          <List listStyleType="none" spacing="xs">
            {faq.data.categories.map((category) => (
              <List.Item key={category.id}>
                <Anchor component={Link} to={`${HELP_CENTER_PATH}/faq/category/${category.id}`}>
                  <span {...textLanguage(category.language)}>{category.title}</span>
                </Anchor>{' '}
                <Text span c="dimmed" size="sm">
                  {t('landing.count', { count: countOf(category.id) })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <ImportantDocuments />
      <ContactLines />
    </Stack>
  );
}
