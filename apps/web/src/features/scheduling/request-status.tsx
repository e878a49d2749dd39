import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Appointment } from '@portal/contract';
import { formattedUsPhone, isolatedProviderName, providerAddressLine } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { formatDateTime } from '../../lib/format';
import { useLanguageTag } from './use-language-tag';

/** What the member asked for: the doctors (the preferred first) and the times. */
function RequestSummary({ appointment }: { appointment: Appointment }): ReactElement {
  const { t } = useTranslation('scheduling');
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('summary.doctors')}
      </Title>
      <List>
        {appointment.providers.map((provider, index) => {
          // The directory's English name, isolated: its comma and degrees keep their place on a right-to-left page.
          const name = isolatedProviderName(provider);
          return <List.Item key={provider.scheduleKey}>{index === 0 ? t('summary.preferred', { name }) : name}</List.Item>;
        })}
      </List>
      <Title order={3} size="h4">
        {t('summary.times')}
      </Title>
      <List>
        {appointment.availability.map(({ day, slot }) => (
          <List.Item key={`${day}.${slot}`}>
            {t('availability.cell', { day: t(`availability.days.${day}`), slot: t(`availability.slots.${slot}`) })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Spec 001 "requested": a pending request, with the way to change it. */
export function RequestedScreen(props: { appointment: Appointment; onChange: () => void }): ReactElement {
  const { t } = useTranslation('scheduling');
  const tag = useLanguageTag();
  const { timeZone } = useClientConfiguration();
  return (
    <Stack gap="md">
      <Title order={2}>{t('requested.heading')}</Title>
      <Text>{t('requested.body', { date: formatDateTime(props.appointment.scheduledOnTs, tag, timeZone) })}</Text>
      <RequestSummary appointment={props.appointment} />
      <Button variant="default" w="fit-content" onClick={props.onChange}>
        {t('requested.change')}
      </Button>
    </Stack>
  );
}

/** Spec 001 "scheduled": the booked visit. */
export function ScheduledScreen(props: { appointment: Appointment; onAgain: () => void }): ReactElement {
  const { t } = useTranslation('scheduling');
  const tag = useLanguageTag();
  // The visit's time on the plan's clock, with its zone: the time the desk booked and the inbox message gives.
  const { timeZone } = useClientConfiguration();
  const { appointment } = props;
  const doctor = appointment.providers.find((provider) => provider.npi === appointment.bookedNpi);
  return (
    <Stack gap="md">
      <Title order={2}>{t('scheduled.heading')}</Title>
      {doctor && appointment.visitAt && (
        <div>
          <Text>
            {t('scheduled.body', {
              doctor: isolatedProviderName(doctor),
              visit: formatDateTime(appointment.visitAt, tag, timeZone),
            })}
          </Text>
          {/* Where to go and whom to call: the directory's English text, isolated inside a right-to-left page. */}
          <Text size="sm">
            <bdi>{providerAddressLine(doctor)}</bdi>
          </Text>
          <Text size="sm">
            <Anchor href={`tel:${doctor.phoneNumber}`} dir="ltr" className="no-wrap">
              {formattedUsPhone(doctor.phoneNumber)}
            </Anchor>
          </Text>
        </div>
      )}
      <Button variant="default" w="fit-content" onClick={props.onAgain}>
        {t('scheduled.again')}
      </Button>
    </Stack>
  );
}

/** Spec 001 "cancelling": the member confirms that a new request replaces the pending one. */
export function CancellingScreen(props: { onConfirm: () => void; onKeep: () => void }): ReactElement {
  const { t } = useTranslation('scheduling');
  return (
    <Stack gap="md">
      <Title order={2}>{t('cancelling.heading')}</Title>
      <Text>{t('cancelling.body')}</Text>
      <Group>
        <Button onClick={props.onConfirm}>{t('cancelling.confirm')}</Button>
        <Button variant="default" onClick={props.onKeep}>
          {t('cancelling.keep')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Spec 001 "reschedule": the last request failed or was cancelled; the form follows. */
export function RescheduleNotice({ appointment }: { appointment: Appointment }): ReactElement {
  const { t } = useTranslation('scheduling');
  return <Alert color="yellow">{appointment.status === 'failed' ? t('reschedule.failed') : t('reschedule.cancelled')}</Alert>;
}
