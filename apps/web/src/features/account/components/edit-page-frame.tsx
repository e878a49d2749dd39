import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An editor of the account: the way back, its heading, and its forms. */
export function EditPageFrame({ title, children }: { title: string; children: ReactNode }): ReactElement {
  const { t } = useTranslation('account');
  return (
    <Stack maw={560} gap="lg">
      <Anchor component={Link} to="/account" w="fit-content">
        {t('backToAccount')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/** One form of an editor, under its own heading when the page has more than one. */
export function EditPanel({ heading, headingId, children }: { heading?: string; headingId?: string; children: ReactNode }): ReactElement {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={heading ? headingId : undefined}>
      <Stack gap="sm">
        {heading && (
          <Title order={2} size="h4" id={headingId}>
            {heading}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
