import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffSession } from '../../../lib/staff-session-store';
import { signOutStaff } from '../api/sign-out-staff';

/** The console's own heading: who is signed in, the administrators' pages, and the way out. */
export function StaffFrame({ staff, title, children }: { staff: StaffSession; title: string; children: ReactNode }): ReactElement {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text c="dimmed" size="sm">
            {t('console.title')}
          </Text>
          <Title order={1}>{title}</Title>
        </div>
        <Group gap="sm">
          <Text size="sm">{t('console.signedInAs', { name: staff.account.displayName })}</Text>
          <Button variant="default" size="xs" onClick={() => void signOutStaff()}>
            {t('console.signOut')}
          </Button>
        </Group>
      </Group>
      {staff.account.role === 'ADMIN' && (
        <Group component="nav" aria-label={t('console.navigation')} gap="lg">
          <Anchor component={Link} to="/staff">
            {t('console.search')}
          </Anchor>
          <Anchor component={Link} to="/staff/audit">
            {t('console.audit')}
          </Anchor>
          <Anchor component={Link} to="/staff/scheduling">
            {t('console.scheduling')}
          </Anchor>
          <Anchor component={Link} to="/staff/accounts">
            {t('console.accounts')}
          </Anchor>
        </Group>
      )}
      {children}
    </Stack>
  );
}
