import { Button, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import type { DeskRequest } from '@portal/contract';
import { instantOnPlanClock, isCalendarDate, providerName } from '@portal/domain';
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneLabel } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';

/**
 * The booking the desk made: one of the doctors the member asked for, and the visit's date and
 * time on the plan's clock (the member is told the time in the plan's zone, wherever the desk sits).
 */
export function DeskBookingForm(props: {
  request: DeskRequest;
  timeZone: string;
  saving: boolean;
  onBook: (bookedNpi: string, visitAt: string) => void;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation('staff');
  const { request } = props;
  const [npi, setNpi] = useState(request.providers[0]?.npi ?? '');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<'date' | 'time' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `desk-booking-${request.id}`;
  const zone = timeZoneLabel(props.timeZone, languageTag(useDisplayedLanguage().code));
  useEffect(() => headingRef.current?.focus(), []);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!isCalendarDate(date)) return setProblem('date');
    const visitAt = instantOnPlanClock(date, time, props.timeZone);
    if (visitAt === null) return setProblem('time');
    setProblem(null);
    props.onBook(npi, visitAt.toISOString());
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} size="h5" id={headingId} ref={headingRef} tabIndex={-1}>
          {t('desk.booking.title')}
        </Title>
        <Radio.Group label={t('desk.booking.doctor')} value={npi} onChange={setNpi}>
          <Stack gap={6} mt={6}>
            {request.providers.map((provider) => (
              <Radio key={provider.npi} value={provider.npi} label={<bdi>{providerName(provider)}</bdi>} />
            ))}
          </Stack>
        </Radio.Group>
        <Group align="flex-start" gap="md">
          <TextInput
            type="date"
            label={t('desk.booking.date')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={problem === 'date' ? t('desk.booking.dateNeeded') : undefined}
            required
          />
          <TextInput
            type="time"
            label={t('desk.booking.time')}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            error={problem === 'time' ? t('desk.booking.timeNeeded') : undefined}
            // Under the field, so the date and time boxes stay level.
            description={t('desk.booking.timeZone', { timeZone: zone })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={props.saving}>
            {t('desk.booking.save')}
          </Button>
          <Button variant="default" onClick={props.onClose}>
            {t('desk.booking.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
