import { Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { DeskRequest } from '@portal/contract';
import { canMoveAppointment, formattedUsPhone, isolatedProviderName, providerAddressLine } from '@portal/domain';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../../components/detail';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDateTime } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useRecordDeskOutcome, type DeskOutcome } from '../api/record-desk-outcome';
import { DeskBookingForm } from './desk-booking-form';

export interface DeskClient {
  readonly abbreviation: string;
  readonly timeZone: string;
}

type Ending = 'failed' | 'cancelled';

/** The steps a pending request takes before it ends, each offered while the rules allow it. */
const FORWARD_MOVES = [
  { status: 'in_progress', label: 'desk.takeUp' },
  { status: 'triggered', label: 'desk.sentToOffice' },
] as const;

/**
 * One pending visit request as the desk works it: who asked, how to reach them, the doctors (the
 * preferred first) and the times that suit them; then taken up, sent to the office, booked, not
 * booked, or cancelled. The member is told of the last three in their inbox.
 */
export function DeskRequestCard(props: { request: DeskRequest; client: DeskClient; onDecided: (summary: string) => void }): ReactElement {
  const { t } = useTranslation('staff');
  const { t: tScheduling } = useTranslation('scheduling');
  const { t: tCommon } = useTranslation();
  const tag = languageTag(useDisplayedLanguage().code);
  const { request, client } = props;
  const record = useRecordDeskOutcome(client.abbreviation);
  const [booking, setBooking] = useState(false);
  const [ending, setEnding] = useState<Ending | null>(null);
  const bookButton = useRef<HTMLButtonElement>(null);
  const decide = (outcome: Omit<DeskOutcome, 'appointmentId'>, settled?: () => void): void =>
    record.mutate(
      { appointmentId: request.id, ...outcome },
      { onSuccess: () => props.onDecided(t(`desk.decided.${outcome.status}`, { name: request.memberName })), onSettled: settled },
    );
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            {t('desk.member', { name: request.memberName, memberNumber: request.clientMemberId })}
          </Title>
          <Text fw={600}>{t(`desk.statuses.${request.status}`)}</Text>
        </Group>
        <Stack component="dl" gap={4} m={0}>
          <Detail label={t('desk.requestedOn')}>{formatDateTime(request.scheduledOnTs, tag, client.timeZone)}</Detail>
          <Detail label={t('desk.phone')}>
            <span dir="ltr" className="no-wrap">
              {formattedUsPhone(request.demoPhone)}
            </span>
          </Detail>
        </Stack>
        <Title order={4} size="h5">
          {t('desk.doctors')}
        </Title>
        <List>
          {request.providers.map((provider, index) => {
            // Directory text is English: isolated, a name or an address keeps its order inside a right-to-left page.
            const name = isolatedProviderName(provider);
            return (
              <List.Item key={provider.npi}>
                {index === 0 ? tScheduling('summary.preferred', { name }) : name}
                <Text size="sm">
                  <bdi>{providerAddressLine(provider)}</bdi>
                </Text>
                <Text size="sm">
                  <span dir="ltr" className="no-wrap">
                    {formattedUsPhone(provider.phoneNumber)}
                  </span>{' '}
                  · {t('desk.npi', { npi: provider.npi })}
                </Text>
              </List.Item>
            );
          })}
        </List>
        <Title order={4} size="h5">
          {t('desk.times')}
        </Title>
        <List>
          {request.availability.map(({ day, slot }) => (
            <List.Item key={`${day}.${slot}`}>
              {tScheduling('availability.cell', {
                day: tScheduling(`availability.days.${day}`),
                slot: `${tScheduling(`availability.slots.${slot}`)} (${tScheduling(`availability.slotHours.${slot}`)})`,
              })}
            </List.Item>
          ))}
        </List>
        <ErrorAlert error={record.error} />
        {booking ? (
          <DeskBookingForm
            request={request}
            timeZone={client.timeZone}
            saving={record.isPending}
            onBook={(bookedNpi, visitAt) => decide({ status: 'success', bookedNpi, visitAt })}
            onClose={() => {
              setBooking(false);
              requestAnimationFrame(() => bookButton.current?.focus());
            }}
          />
        ) : (
          <Group gap="sm" role="group" aria-label={t('desk.actions', { name: request.memberName })}>
            {FORWARD_MOVES.filter(({ status }) => canMoveAppointment(request.status, status)).map(({ status, label }) => (
              <Button
                key={status}
                className="wrapping-button"
                variant="default"
                loading={record.isPending && record.variables.status === status}
                onClick={() => decide({ status })}
              >
                {t(label)}
              </Button>
            ))}
            <Button ref={bookButton} className="wrapping-button" onClick={() => setBooking(true)}>
              {t('desk.book')}
            </Button>
            <Button variant="default" className="wrapping-button" onClick={() => setEnding('failed')}>
              {t('desk.fail')}
            </Button>
            <Button variant="default" color="red" className="wrapping-button" onClick={() => setEnding('cancelled')}>
              {t('desk.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title={ending && t(`desk.confirm.${ending}.title`, { name: request.memberName })}
        closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      >
        <Stack>
          <Text>{ending && t(`desk.confirm.${ending}.body`)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEnding(null)}>
              {t('desk.confirm.keep')}
            </Button>
            <Button color="red" loading={record.isPending} onClick={() => ending && decide({ status: ending }, () => setEnding(null))}>
              {ending && t(`desk.confirm.${ending}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
