import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STEPS, type StepKey } from '../registration-draft';

/** The steps of the wizard a step belongs to (the SSO registration has fewer). */
export const StepSequence = createContext<readonly StepKey[]>(STEPS);

export interface StepFrameProps {
  readonly step: StepKey;
  readonly children: ReactNode;
  readonly onBack?: () => void;
  readonly submitLabel?: string;
  readonly pending?: boolean;
}

/** One step of the wizard: where the member is, the step's fields, Back and Next. */
export function StepFrame({ step, children, onBack, submitLabel, pending }: StepFrameProps): ReactElement {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const steps = useContext(StepSequence);
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {t('stepOf', { step: steps.indexOf(step) + 1, total: steps.length })}
        </Text>
        <Title order={2} size="h3">
          {t(`steps.${step}`)}
        </Title>
      </div>
      {children}
      <Group>
        {onBack && (
          <Button variant="subtle" onClick={onBack}>
            {tCommon('actions.back')}
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {submitLabel ?? tCommon('actions.next')}
        </Button>
      </Group>
    </Stack>
  );
}
