import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import type { AvailabilitySlot } from '@portal/contract';
import { isValidPhoneNumber } from '@portal/domain';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useWriteControl } from '../../lib/read-only-view';
import { useScheduleAppointment } from './api/schedule-appointment';
import { AvailabilityGrid } from './availability-grid';
import { DoctorChooser, orderedKeys, type DoctorChoice } from './doctor-chooser';
import { useLanguageTag } from './use-language-tag';

interface Problems {
  readonly doctors?: string;
  readonly availability?: string;
  readonly phone?: string;
}

/** The request: doctors, the days and times that suit, the phone the desk calls; checked before it is sent. */
export function VisitRequestForm(): ReactElement {
  const { t } = useTranslation('scheduling');
  const { t: tc } = useTranslation();
  const tag = useLanguageTag();
  const writeControl = useWriteControl();
  const schedule = useScheduleAppointment();
  const [choice, setChoice] = useState<DoctorChoice>({ chosen: [], preferredKey: null });
  const [availability, setAvailability] = useState<AvailabilitySlot[]>([]);
  const [phone, setPhone] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      ...(choice.chosen.length === 0 ? { doctors: t('problems.noDoctor') } : {}),
      ...(availability.length === 0 ? { availability: t('problems.noTime') } : {}),
      ...(isValidPhoneNumber(phone) ? {} : { phone: t('problems.phone') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    schedule.mutate({ providers: orderedKeys(choice), availability, demoPhone: phone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <DoctorChooser choice={choice} onChange={setChoice} error={problems.doctors} />
        <section aria-labelledby="availability-heading">
          <Title order={2} size="h3" id="availability-heading">
            {t('availability.heading')}
          </Title>
          <p>{t('availability.hint')}</p>
          <AvailabilityGrid value={availability} onChange={setAvailability} error={problems.availability} />
        </section>
        <TextInput
          label={t('phone.label')}
          description={t('phone.description')}
          type="tel"
          autoComplete="tel"
          required
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={problems.phone}
          maw={320}
        />
        {schedule.isError && (
          <Alert color="red" role="alert">
            {errorMessage(tc, schedule.error, tag)}
          </Alert>
        )}
        <Button type="submit" loading={schedule.isPending} w="fit-content" {...writeControl}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
