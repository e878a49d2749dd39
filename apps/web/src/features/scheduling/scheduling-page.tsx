import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { Appointment, HealthActionView } from '@portal/contract';
import { latestAppointment, screenForStatus } from '@portal/domain';
import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useActionName } from '../../components/health-action-list';
import { HealthActionNotFound } from '../../components/health-action-not-found';
import { useHealthActionsInit } from '../../lib/api/get-health-actions-init';
import { usePageTitle } from '../../lib/page-title';
import { useAppointments } from './api/appointments';
import { CancellingScreen, RequestedScreen, RescheduleNotice, ScheduledScreen } from './request-status';
import { VisitRequestForm } from './visit-request-form';

/** What the member chose to do with the latest request, until it changes. */
interface Choice {
  readonly appointmentId: number;
  readonly mode: 'cancelling' | 'form';
}

/**
 * When the screen changes after the member's own step (a request sent, a change chosen), the focus
 * moves to the new screen's first heading instead of falling back to the top of the page.
 */
function useFocusOnNewScreen(screenKey: string): RefObject<HTMLDivElement | null> {
  const region = useRef<HTMLDivElement>(null);
  const shown = useRef(screenKey);
  useEffect(() => {
    if (shown.current === screenKey) return;
    shown.current = screenKey;
    const heading = region.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [screenKey]);
  return region;
}

function VisitScreens({ latest }: { latest: Appointment | null }): ReactElement {
  const [choice, setChoice] = useState<Choice | null>(null);
  // A new request is a new latest appointment: the member's earlier choice no longer applies.
  const mode = latest !== null && choice?.appointmentId === latest.id ? choice.mode : 'status';
  const screen = screenForStatus(latest?.status ?? null);
  const region = useFocusOnNewScreen(`${latest?.id ?? 'none'}:${mode}:${screen}`);
  return (
    <div ref={region}>
      <VisitScreen latest={latest} mode={mode} screen={screen} setChoice={setChoice} />
    </div>
  );
}

function VisitScreen(props: {
  latest: Appointment | null;
  mode: Choice['mode'] | 'status';
  screen: ReturnType<typeof screenForStatus>;
  setChoice: (choice: Choice | null) => void;
}): ReactElement {
  const { latest, mode, screen, setChoice } = props;
  if (latest === null || mode === 'form') return <VisitRequestForm />;
  if (mode === 'cancelling')
    return <CancellingScreen onConfirm={() => setChoice({ appointmentId: latest.id, mode: 'form' })} onKeep={() => setChoice(null)} />;
  if (screen === 'requested')
    return <RequestedScreen appointment={latest} onChange={() => setChoice({ appointmentId: latest.id, mode: 'cancelling' })} />;
  if (screen === 'scheduled')
    return <ScheduledScreen appointment={latest} onAgain={() => setChoice({ appointmentId: latest.id, mode: 'form' })} />;
  return (
    <Stack gap="lg">
      <RescheduleNotice appointment={latest} />
      <VisitRequestForm />
    </Stack>
  );
}

function Scheduling({ action }: { action: HealthActionView }): ReactElement {
  const { t } = useTranslation('scheduling');
  const name = useActionName()(action.code);
  const appointments = useAppointments();
  usePageTitle(name);
  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to={`/health-actions/${action.id}`} w="fit-content">
        {t('backToAction')}
      </Anchor>
      <div>
        <Title order={1}>{name}</Title>
        <Text>{t('intro')}</Text>
      </div>
      {appointments.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>{t('loadProblem')}</Text>
            <Button size="xs" variant="default" onClick={() => void appointments.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {appointments.isPending && <FullPageLoader />}
      {appointments.isSuccess && <VisitScreens latest={latestAppointment(appointments.data.appointments)} />}
    </Stack>
  );
}

/**
 * `/health-actions/:healthActionId/scheduling` (spec 001, ONLINE_SCHEDULING): asking for a
 * primary-care visit for the action that carries it (a PCP_VISIT), then the request's status.
 */
export function SchedulingPage(): ReactElement {
  const { healthActionId } = useParams();
  const init = useHealthActionsInit();
  const action = init?.healthActions.find((candidate) => String(candidate.id) === healthActionId);
  if (!init || !action || action.type !== 'PCP_VISIT') return <HealthActionNotFound />;
  return <Scheduling action={action} />;
}
