import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FullPageLoader } from '../../components/full-page-loader';
import { useStaffSession, type StaffSession } from '../../lib/staff-session-store';
import { rosterRecordQuery } from './api/get-roster-record';
import { StaffFrame } from './components/staff-frame';
import { StaffSignInForm } from './components/staff-sign-in-form';
import { ViewPortalForm } from './components/view-portal-form';

/** `/staff/members/:memberId`: the roster record, and the way into the member's portal. */
export function StaffMemberPage(): ReactElement {
  const staff = useStaffSession();
  const memberId = Number(useParams().memberId);
  if (!staff) return <StaffSignInForm />;
  return <RosterRecord staff={staff} memberId={memberId} />;
}

function RosterRecord({ staff, memberId }: { staff: StaffSession; memberId: number }): ReactElement {
  const { t } = useTranslation('staff');
  const record = useQuery({ ...rosterRecordQuery(memberId), enabled: Number.isSafeInteger(memberId) && memberId > 0 });
  const none = t('record.none');
  const rows: [string, ReactNode][] = record.data
    ? [
        [t('record.plan'), record.data.clientAbbreviation],
        [t('record.memberNumber'), record.data.clientMemberId],
        [t('record.name'), `${record.data.firstName} ${record.data.lastName}`],
        [t('record.birthDate'), record.data.birthDate],
        [t('record.email'), record.data.email ?? none],
        [t('record.phone'), record.data.phone ?? none],
        [t('record.address'), record.data.address ?? none],
        [t('record.username'), record.data.username ?? none],
        [t('record.rosterGuardian'), record.data.rosterGuardian ?? none],
        [t('record.managedBy'), record.data.managedBy ?? none],
        [
          t('record.coverages'),
          record.data.coverages.length === 0
            ? none
            : record.data.coverages
                .map((coverage) =>
                  coverage.endDate
                    ? t('record.coverageEnded', { code: coverage.medicalContractCode, start: coverage.startDate, end: coverage.endDate })
                    : t('record.coverage', { code: coverage.medicalContractCode, start: coverage.startDate }),
                )
                .join('; '),
        ],
      ]
    : [];
  return (
    <StaffFrame staff={staff} title={t('record.title')}>
      <Anchor component={Link} to="/staff">
        {t('record.back')}
      </Anchor>
      {record.isPending && record.fetchStatus !== 'idle' && <FullPageLoader />}
      <ErrorAlert error={record.error} />
      {record.data && (
        <Stack gap="lg">
          <Paper withBorder p="lg">
            <Table variant="vertical" withTableBorder>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={180}>{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          {record.data.registered ? <ViewPortalForm memberId={memberId} /> : <Text>{t('record.notRegistered')}</Text>}
        </Stack>
      )}
    </StaffFrame>
  );
}
