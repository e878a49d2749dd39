import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';

/** One part of the account page under its heading, with the link that edits it when there is one. */
export function AccountSection(props: {
  id: string;
  title: string;
  edit?: { to: string; label: string } | null;
  children: ReactNode;
}): ReactElement {
  const headingId = `account-${props.id}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id={headingId}>
            {props.title}
          </Title>
          {props.edit && (
            <Anchor component={Link} to={props.edit.to}>
              {props.edit.label}
            </Anchor>
          )}
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}

export { Detail } from '../../../components/detail';

export function DetailList({ children }: { children: ReactNode }): ReactElement {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {children}
    </Stack>
  );
}
