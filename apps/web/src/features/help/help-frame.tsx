import { Anchor, Stack, Text, Title } from '@mantine/core';
import { findLanguage, type LanguageCode } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadProblem } from '../../components/load-problem';
import { languageTag } from '../../lib/i18n';

export const HELP_CENTER_PATH = '/help-center';

/** A way back: to the help center, or to the page the member came from inside it. */
export function BackLink({ to = HELP_CENTER_PATH, label }: { to?: string; label?: string }): ReactElement {
  const { t } = useTranslation('help');
  return (
    <Anchor component={Link} to={to} w="fit-content">
      {label ?? t('back.helpCenter')}
    </Anchor>
  );
}

/** Spec 001 section 8, not found (a FAQ item, a category, a document): what was not found and the way back. */
export function HelpNotFound({ what }: { what: 'item' | 'category' | 'document' }): ReactElement {
  const { t } = useTranslation('help');
  const { t: common } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{what === 'item' ? common('errors.FAQ_NOT_FOUND') : t(`notFound.${what}`)}</Title>
      <Text>{t('notFound.text')}</Text>
      <BackLink />
    </Stack>
  );
}

/** A failed load: the problem in plain words and a retry. */
export function HelpProblem({ retry }: { retry: () => void }): ReactElement {
  const { t } = useTranslation('help');
  return <LoadProblem title={t('problem.title')} text={t('problem.text')} tryAgain={t('problem.tryAgain')} retry={retry} />;
}

/** The `lang` and `dir` of a text shown in its own language (English where the member's has none). */
export function textLanguage(code: LanguageCode): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: languageTag(code), dir: findLanguage(code)?.dir ?? 'ltr' };
}
