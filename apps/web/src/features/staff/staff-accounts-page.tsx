import { Badge, Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { FullPageLoader } from '../../components/full-page-loader';
import { useStaffSession } from '../../lib/staff-session-store';
import { staffAccountsQuery } from './api/list-staff-accounts';
import { useSetStaffDisabled } from './api/set-staff-disabled';
import { StaffFrame } from './components/staff-frame';
import { StaffSignInForm } from './components/staff-sign-in-form';

/** `/staff/accounts` (administrators): staff accounts, disabled or enabled again from here. */
export function StaffAccountsPage(): ReactElement {
  const { t } = useTranslation('staff');
  const staff = useStaffSession();
  const accounts = useQuery({ ...staffAccountsQuery, enabled: staff !== null });
  const change = useSetStaffDisabled();
  if (!staff) return <StaffSignInForm />;
  return (
    <StaffFrame staff={staff} title={t('accounts.title')}>
      <ErrorAlert error={accounts.error ?? change.error} />
      {accounts.isPending && <FullPageLoader />}
      {accounts.data && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounts.columns.name')}</Table.Th>
              <Table.Th>{t('accounts.columns.username')}</Table.Th>
              <Table.Th>{t('accounts.columns.role')}</Table.Th>
              <Table.Th>{t('accounts.columns.status')}</Table.Th>
              <Table.Th>{t('accounts.columns.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.data.accounts.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>{account.displayName}</Table.Td>
                <Table.Td>{account.username}</Table.Td>
                <Table.Td>{t(account.role === 'ADMIN' ? 'accounts.admin' : 'accounts.support')}</Table.Td>
                <Table.Td>
                  <Badge color={account.disabled ? 'gray.8' : 'green.9'} variant="light">
                    {t(account.disabled ? 'accounts.disabled' : 'accounts.enabled')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {account.id !== staff.account.id && (
                    <Button
                      size="xs"
                      variant="default"
                      loading={change.isPending && change.variables.id === account.id}
                      onClick={() => change.mutate({ id: account.id, disabled: !account.disabled })}
                      aria-label={t(account.disabled ? 'accounts.enableNamed' : 'accounts.disableNamed', { name: account.displayName })}
                    >
                      {t(account.disabled ? 'accounts.enable' : 'accounts.disable')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </StaffFrame>
  );
}
