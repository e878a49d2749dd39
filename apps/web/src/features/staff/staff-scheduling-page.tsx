import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { FullPageLoader } from '../../components/full-page-loader';
import { useStaffSession, type StaffSession } from '../../lib/staff-session-store';
import { deskRequestsQuery } from './api/list-desk-requests';
import { staffClientsQuery } from './api/list-staff-clients';
import { DeskRequestCard } from './components/desk-request-card';
import { StaffFrame } from './components/staff-frame';
import { StaffSignInForm } from './components/staff-sign-in-form';

/** `/staff/scheduling` (administrators): the scheduling desk's queue of a plan's visit requests, each moved on from here. */
export function StaffSchedulingPage(): ReactElement {
  const staff = useStaffSession();
  if (!staff) return <StaffSignInForm />;
  return <SchedulingDesk staff={staff} />;
}

function SchedulingDesk({ staff }: { staff: StaffSession }): ReactElement {
  // The cards speak the scheduling page's words too: both namespaces load before the page shows, not after its queue.
  const { t } = useTranslation(['staff', 'scheduling']);
  const clients = useQuery(staffClientsQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const client = clients.data?.clients.find((each) => each.abbreviation === chosen) ?? clients.data?.clients[0] ?? null;
  const queue = useQuery({ ...deskRequestsQuery(client?.abbreviation ?? ''), enabled: client !== null });
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // A decided request leaves the queue with the button that decided it: the focus goes to the word of what was done.
  const onDecided = (summary: string): void => {
    setDone(summary);
    requestAnimationFrame(() => doneRef.current?.focus());
  };
  return (
    <StaffFrame staff={staff} title={t('desk.title')}>
      <Text>{t('desk.intro')}</Text>
      <ErrorAlert error={clients.error ?? queue.error} />
      <NativeSelect
        label={t('search.client')}
        value={client?.abbreviation ?? ''}
        onChange={(event) => {
          setChosen(event.currentTarget.value);
          setDone(null);
        }}
        data={(clients.data?.clients ?? []).map((each) => ({ value: each.abbreviation, label: each.name }))}
        maw={420}
      />
      <div role="status">
        {done && (
          <Text ref={doneRef} tabIndex={-1} fw={600}>
            {done}
          </Text>
        )}
      </div>
      <section aria-labelledby="desk-queue-heading">
        <Title order={2} size="h3" id="desk-queue-heading" mb="sm">
          {t('desk.queue', { count: queue.data?.requests.length ?? 0 })}
        </Title>
        {queue.isPending && queue.fetchStatus !== 'idle' && <FullPageLoader />}
        {queue.data?.requests.length === 0 && <Text>{t('desk.empty')}</Text>}
        {client && queue.data && queue.data.requests.length > 0 && (
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {queue.data.requests.map((request) => (
              <DeskRequestCard key={request.id} request={request} client={client} onDecided={onDecided} />
            ))}
          </Stack>
        )}
      </section>
    </StaffFrame>
  );
}
