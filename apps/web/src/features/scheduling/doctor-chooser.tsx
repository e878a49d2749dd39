import { Alert, Group, Loader, Radio, Select, Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_PROVIDER_DISTANCE_MILES,
  MAX_ADDITIONAL_DOCTORS,
  MAX_DOCTOR_CHOICES,
  PROVIDER_DISTANCES_MILES,
  PROVIDER_GENDER_PREFERENCES,
  type Provider,
  type ProviderGenderPreference,
} from '@portal/contract';
import { providerName } from '@portal/domain';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useWriteControl } from '../../lib/read-only-view';
import { useFindProviders } from './api/find-providers';
import { usePcpsOnFile } from './api/pcps-on-file';
import { ProviderCard } from './provider-card';
import { useLanguageTag } from './use-language-tag';

/** The doctors chosen, by schedule key, the preferred one first. */
export interface DoctorChoice {
  readonly chosen: readonly Provider[];
  readonly preferredKey: string | null;
}

export function orderedKeys({ chosen, preferredKey }: DoctorChoice): string[] {
  const keys = chosen.map((provider) => provider.scheduleKey);
  return preferredKey === null ? keys : [preferredKey, ...keys.filter((key) => key !== preferredKey)];
}

/** Adds or removes a doctor; the first chosen is preferred until the member picks another. */
export function toggleDoctor(choice: DoctorChoice, provider: Provider): DoctorChoice {
  const has = choice.chosen.some((candidate) => candidate.scheduleKey === provider.scheduleKey);
  if (!has && choice.chosen.length >= MAX_DOCTOR_CHOICES) return choice;
  const chosen = has ? choice.chosen.filter((candidate) => candidate.scheduleKey !== provider.scheduleKey) : [...choice.chosen, provider];
  const keepsPreferred = chosen.some((candidate) => candidate.scheduleKey === choice.preferredKey);
  return { chosen, preferredKey: keepsPreferred ? choice.preferredKey : (chosen[0]?.scheduleKey ?? null) };
}

function DoctorList(props: { providers: readonly Provider[]; choice: DoctorChoice; onToggle: (provider: Provider) => void }) {
  const full = props.choice.chosen.length >= MAX_DOCTOR_CHOICES;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {props.providers.map((provider) => (
        <ProviderCard
          key={provider.scheduleKey}
          provider={provider}
          checked={props.choice.chosen.some((candidate) => candidate.scheduleKey === provider.scheduleKey)}
          disabled={full}
          onToggle={() => props.onToggle(provider)}
        />
      ))}
    </Stack>
  );
}

/** Distance and gender preferences, the doctors on file and nearby, and which one is preferred. */
export function DoctorChooser(props: {
  choice: DoctorChoice;
  onChange: (choice: DoctorChoice) => void;
  error?: string | undefined;
}): ReactElement {
  const { t } = useTranslation('scheduling');
  const { t: tc } = useTranslation();
  const tag = useLanguageTag();
  const writeControl = useWriteControl();
  const [distance, setDistance] = useState<number>(DEFAULT_PROVIDER_DISTANCE_MILES);
  const [gender, setGender] = useState<ProviderGenderPreference>('ANY');
  const found = useFindProviders(distance, gender);
  const onFile = usePcpsOnFile();
  const toggle = (provider: Provider) => props.onChange(toggleDoctor(props.choice, provider));
  const onFileKeys = new Set((onFile.data?.providers ?? []).map((provider) => provider.scheduleKey));
  const nearby = (found.data?.providers ?? []).filter((provider) => !onFileKeys.has(provider.scheduleKey));
  return (
    <Stack gap="md">
      <section aria-labelledby="preferences-heading">
        <Title order={2} size="h3" id="preferences-heading" mb="xs">
          {t('preferences.heading')}
        </Title>
        <Stack gap="sm">
          <Select
            label={t('preferences.distance')}
            data={PROVIDER_DISTANCES_MILES.map((miles) => ({ value: String(miles), label: t('preferences.miles', { count: miles }) }))}
            value={String(distance)}
            onChange={(value) => value && setDistance(Number(value))}
            allowDeselect={false}
            maw={320}
          />
          {/* A search preference, not a change to the member's data: a staff view may use it (data-view-choice). */}
          <Radio.Group label={t('preferences.gender')} value={gender} onChange={(value) => setGender(value)}>
            <Group gap="md" mt={4}>
              {PROVIDER_GENDER_PREFERENCES.map((value) => (
                <Radio key={value} value={value} label={t(`preferences.${value}`)} data-view-choice />
              ))}
            </Group>
          </Radio.Group>
          {found.data?.zip && <Text size="sm">{t('preferences.zip', { zip: found.data.zip })}</Text>}
        </Stack>
      </section>
      <section aria-labelledby="doctors-heading">
        <Title order={2} size="h3" id="doctors-heading">
          {t('doctors.heading')}
        </Title>
        <Text mb="sm">{t('doctors.limit', { count: MAX_ADDITIONAL_DOCTORS })}</Text>
        <Text size="sm" aria-live="polite" mb="sm">
          {props.choice.chosen.length >= MAX_DOCTOR_CHOICES
            ? t('doctors.full', { count: MAX_DOCTOR_CHOICES })
            : t('doctors.chosen', { count: props.choice.chosen.length })}
        </Text>
        {(onFile.data?.providers.length ?? 0) > 0 && (
          <Stack gap="xs" mb="md">
            <Title order={3} size="h4">
              {t('doctors.onFile')}
            </Title>
            <DoctorList providers={onFile.data?.providers ?? []} choice={props.choice} onToggle={toggle} />
          </Stack>
        )}
        <Title order={3} size="h4" mb="xs">
          {t('doctors.nearby')}
        </Title>
        {found.isPending && <Loader size="sm" aria-label={t('doctors.loading')} />}
        {found.isError && <Alert color="red">{errorMessage(tc, found.error, tag)}</Alert>}
        {found.isSuccess && nearby.length === 0 && <Text>{t('doctors.none')}</Text>}
        <DoctorList providers={nearby} choice={props.choice} onToggle={toggle} />
        {props.choice.chosen.length > 1 && (
          <Radio.Group
            mt="md"
            label={t('doctors.preferred')}
            value={props.choice.preferredKey}
            onChange={(preferredKey) => props.onChange({ ...props.choice, preferredKey })}
          >
            <Stack gap="xs" mt="xs">
              {props.choice.chosen.map((provider) => (
                <Radio key={provider.scheduleKey} value={provider.scheduleKey} label={providerName(provider)} {...writeControl} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {props.error && (
          <Text c="red.8" size="sm" role="alert" mt="xs">
            {props.error}
          </Text>
        )}
      </section>
    </Stack>
  );
}
