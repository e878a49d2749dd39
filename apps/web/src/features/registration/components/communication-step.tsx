import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { communicationFormSchema, type CommunicationForm } from '@portal/domain';
import type { ReactElement } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { translatedError, validateWith } from '../../../lib/form-validation';
import { StepFrame } from './step-frame';

type CommunicationValues = Omit<CommunicationForm, 'smsOptIn'> & { smsOptIn: CommunicationForm['smsOptIn'] | '' };

/** Step 3: e-mail messages, and the SMS opt-in, a choice the member must make (spec). */
export function CommunicationStep(props: {
  initial?: CommunicationForm;
  onBack?: () => void;
  onNext: (communication: CommunicationForm) => void;
}): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const form = useForm<CommunicationValues>({
    initialValues: props.initial ?? { emailOptIn: true, smsOptIn: '' },
    // The schema refuses the empty answer: the SMS opt-in must be chosen.
    validate: validateWith(communicationFormSchema as unknown as ZodMiniType<CommunicationValues>),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => props.onNext(values as CommunicationForm))}>
      <StepFrame step="communication" onBack={props.onBack}>
        <Stack gap="md">
          <Text>{t('communication.intro')}</Text>
          <Checkbox label={t('communication.email')} {...form.getInputProps('emailOptIn', { type: 'checkbox' })} />
          <Radio.Group
            label={t('communication.smsQuestion')}
            description={t('communication.smsHelp')}
            required
            {...form.getInputProps('smsOptIn')}
            error={translatedError(tCommon, form.errors.smsOptIn)}
          >
            <Group mt="xs">
              <Radio value="yes" label={t('communication.yes')} />
              <Radio value="no" label={t('communication.no')} />
            </Group>
          </Radio.Group>
        </Stack>
      </StepFrame>
    </form>
  );
}
