import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { staffClientsQuery } from '../api/list-staff-clients';
import { useSearchMembers, type MemberSearchCriteria } from '../api/search-members';

const NO_CRITERIA: Omit<MemberSearchCriteria, 'clientId'> = { memberNumber: '', name: '', birthDate: '' };

/** A plan's members by member number, name or birth date; each answer opens the member's record. */
export function MemberSearch(): ReactElement {
  const { t } = useTranslation('staff');
  const clients = useQuery(staffClientsQuery);
  const [clientId, setClientId] = useState<number | null>(null);
  const [criteria, setCriteria] = useState(NO_CRITERIA);
  const [needOne, setNeedOne] = useState(false);
  const search = useSearchMembers();
  const chosenClient = clientId ?? clients.data?.clients[0]?.id ?? null;
  const input = (name: keyof typeof NO_CRITERIA) => ({
    value: criteria[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setCriteria((current) => ({ ...current, [name]: value }));
    },
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const empty = !criteria.memberNumber.trim() && !criteria.name.trim() && !criteria.birthDate;
    setNeedOne(empty);
    if (!empty && chosenClient !== null) search.mutate({ clientId: chosenClient, ...criteria });
  };
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {needOne && (
              <Alert color="red" role="alert">
                {t('search.needOne')}
              </Alert>
            )}
            <ErrorAlert error={clients.error ?? search.error} />
            <NativeSelect
              label={t('search.client')}
              value={chosenClient === null ? '' : String(chosenClient)}
              onChange={(event) => setClientId(Number(event.currentTarget.value))}
              data={(clients.data?.clients ?? []).map((client) => ({ value: String(client.id), label: client.name }))}
            />
            <Group grow align="flex-start">
              <TextInput label={t('search.memberNumber')} {...input('memberNumber')} />
              <TextInput label={t('search.name')} {...input('name')} />
              <TextInput label={t('search.birthDate')} type="date" {...input('birthDate')} />
            </Group>
            <Button type="submit" loading={search.isPending} w="fit-content">
              {t('search.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      {search.data && (
        <section aria-label={t('search.results')}>
          {search.data.members.length === 0 ? (
            <Text role="status">{t('search.none')}</Text>
          ) : (
            <Stack gap="xs">
              <Text role="status">{t('search.found', { count: search.data.members.length })}</Text>
              {search.data.truncated && <Text c="dimmed">{t('search.truncated', { count: search.data.members.length })}</Text>}
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('search.columns.name')}</Table.Th>
                    <Table.Th>{t('search.columns.memberNumber')}</Table.Th>
                    <Table.Th>{t('search.columns.birthDate')}</Table.Th>
                    <Table.Th>{t('search.columns.account')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {search.data.members.map((member) => (
                    <Table.Tr key={member.memberId}>
                      <Table.Td>
                        <Anchor component={Link} to={`/staff/members/${member.memberId}`}>
                          {member.lastName}, {member.firstName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{member.clientMemberId}</Table.Td>
                      <Table.Td>{member.birthDate}</Table.Td>
                      <Table.Td>{member.registered ? t('search.registered') : t('search.notRegistered')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </section>
      )}
    </Stack>
  );
}
