import { Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import type { AuditEvent, AuditFilter } from '@portal/contract';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { useStaffSession } from '../../lib/staff-session-store';
import { useDownloadAuditCsv } from './api/download-audit-csv';
import { useListAuditEvents } from './api/list-audit-events';
import { StaffFrame } from './components/staff-frame';
import { StaffSignInForm } from './components/staff-sign-in-form';

const EMPTY = { staffId: '', memberId: '', from: '', to: '' };

function toFilter(fields: typeof EMPTY): AuditFilter {
  const id = (text: string): number | undefined => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);
  return { staffId: id(fields.staffId), memberId: id(fields.memberId), from: fields.from || undefined, to: fields.to || undefined };
}

/** `/staff/audit` (administrators): the audit log, newest first, filtered, a page at a time, and its CSV. */
export function StaffAuditPage(): ReactElement {
  const { t } = useTranslation('staff');
  const staff = useStaffSession();
  const [fields, setFields] = useState(EMPTY);
  const [events, setEvents] = useState<AuditEvent[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const load = useListAuditEvents({
    onSuccess: (page, { before }) => {
      setEvents((shown) => (before === undefined || !shown ? page.events : [...shown, ...page.events]));
      setNextBefore(page.nextBefore);
    },
  });
  const exportCsv = useDownloadAuditCsv();
  if (!staff) return <StaffSignInForm />;
  const input = (name: keyof typeof EMPTY) => ({
    value: fields[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    load.mutate({ ...toFilter(fields), before: undefined });
  };
  return (
    <StaffFrame staff={staff} title={t('audit.title')}>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <ErrorAlert error={load.error ?? exportCsv.error} />
            <Group grow align="flex-start">
              <TextInput label={t('audit.staffId')} inputMode="numeric" {...input('staffId')} />
              <TextInput label={t('audit.memberId')} inputMode="numeric" {...input('memberId')} />
              <TextInput label={t('audit.from')} type="date" {...input('from')} />
              <TextInput label={t('audit.to')} type="date" {...input('to')} />
            </Group>
            <Group>
              <Button type="submit" loading={load.isPending && load.variables === undefined}>
                {t('audit.show')}
              </Button>
              <Button variant="default" loading={exportCsv.isPending} onClick={() => exportCsv.mutate(toFilter(fields))}>
                {t('audit.export')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {events && (
        <section aria-label={t('audit.results')}>
          {events.length === 0 ? (
            <Text role="status">{t('audit.none')}</Text>
          ) : (
            <Stack gap="sm">
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audit.columns.time')}</Table.Th>
                    <Table.Th>{t('audit.columns.staff')}</Table.Th>
                    <Table.Th>{t('audit.columns.action')}</Table.Th>
                    <Table.Th>{t('audit.columns.member')}</Table.Th>
                    <Table.Th>{t('audit.columns.request')}</Table.Th>
                    <Table.Th>{t('audit.columns.outcome')}</Table.Th>
                    <Table.Th>{t('audit.columns.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {events.map((event) => (
                    <Table.Tr key={event.id}>
                      <Table.Td>{event.occurredAt}</Table.Td>
                      <Table.Td>{event.staffUsername ?? '—'}</Table.Td>
                      <Table.Td>{event.action}</Table.Td>
                      <Table.Td>{event.memberId ?? '—'}</Table.Td>
                      <Table.Td>
                        {event.method} {event.path}
                      </Table.Td>
                      <Table.Td>{event.outcome}</Table.Td>
                      <Table.Td>{event.reason ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {nextBefore !== null && (
                <Button
                  variant="default"
                  w="fit-content"
                  loading={load.isPending}
                  onClick={() => load.mutate({ ...toFilter(fields), before: nextBefore })}
                >
                  {t('audit.more')}
                </Button>
              )}
            </Stack>
          )}
        </section>
      )}
    </StaffFrame>
  );
}
