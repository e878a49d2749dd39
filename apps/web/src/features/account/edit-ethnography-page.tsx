import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClientConfiguration } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { fieldErrors } from '../../lib/error-message';
import { translatedError } from '../../lib/form-validation';
import { useDisplayedLanguage } from '../../lib/language-store';
import { pickLocalized } from '../../lib/localized-text';
import { updateEthnography } from './api/update-ethnography';
import { EditPageFrame, EditPanel } from './components/edit-page-frame';
import { PREFER_NOT_TO_SAY, ethnographyBody, ethnographyFromMember, type EthnographyForm } from './forms/ethnography-form';
import { useProfileChange } from './use-profile-change';
import { useWriteControl } from '../../lib/read-only-view';

/** Spec 000: race and ethnicity from the client's lists, each of which the member may decline. */
export function EditEthnographyPage(): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const member = useMemberInfo();
  const configuration = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const form = useForm<EthnographyForm>({ initialValues: ethnographyFromMember(member, configuration) });
  const save = useProfileChange((values: EthnographyForm) => updateEthnography(ethnographyBody(values)));
  const options = (list: ClientConfiguration['races']) => [
    { value: PREFER_NOT_TO_SAY, label: t('ethnography.preferNotToSay') },
    ...list.map((entry) => ({ value: entry.code, label: pickLocalized(entry.label, code) })),
  ];
  return (
    <EditPageFrame title={t('ethnography.title')}>
      <EditPanel>
        <form
          noValidate
          onSubmit={form.onSubmit((values) => save.mutate(values, { onError: (failure) => form.setErrors(fieldErrors(failure)) }))}
        >
          <Stack gap="sm">
            <Text>{t('ethnography.intro')}</Text>
            <ErrorAlert error={save.error} />
            <NativeSelect
              label={t('ethnography.race')}
              data={options(configuration.races)}
              {...form.getInputProps('race')}
              error={translatedError(tCommon, form.errors.race)}
            />
            <NativeSelect
              label={t('ethnography.ethnicity')}
              data={options(configuration.ethnicities)}
              {...form.getInputProps('ethnography')}
              error={translatedError(tCommon, form.errors.ethnography)}
            />
            <Button type="submit" loading={save.isPending} w="fit-content" {...writeControl}>
              {t('ethnography.submit')}
            </Button>
          </Stack>
        </form>
      </EditPanel>
    </EditPageFrame>
  );
}

export default EditEthnographyPage;
