import { Button, Group, Stack } from '@mantine/core';
import type { Questionnaire } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteControl } from '../../../lib/read-only-view';
import { BeforeYouBegin, type RefuseProps } from './before-you-begin';
import { ScreenText } from './screen-text';

export interface StartScreenProps extends RefuseProps {
  readonly questionnaire: Questionnaire;
  readonly onStart: () => void;
  readonly starting: boolean;
  /** Spec 001 section 4: Start is rejected while loading. */
  readonly startAllowed: boolean;
  /** The first-time experience the portal opened by itself can be left for later. */
  readonly onSkip?: () => void;
}

export function StartScreen({ questionnaire, onStart, starting, startAllowed, onSkip, ...refuse }: StartScreenProps): ReactElement {
  const { t } = useTranslation('questionnaires');
  const writeControl = useWriteControl();
  return (
    <Stack gap="md">
      <ScreenText questionnaire={questionnaire} kind="START" />
      <BeforeYouBegin questionnaire={questionnaire} {...refuse} />
      <Group>
        <Button onClick={onStart} loading={starting} disabled={!startAllowed} {...writeControl}>
          {t('actions.start')}
        </Button>
        {onSkip && (
          <Button variant="subtle" onClick={onSkip}>
            {t('actions.skipForNow')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
