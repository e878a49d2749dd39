import { Anchor, Button, Center, Group, Loader, Stack } from '@mantine/core';
import type { Questionnaire } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWriteControl } from '../../../lib/read-only-view';
import { ScreenText } from './screen-text';

export function WelcomeBackScreen({
  questionnaire,
  onContinue,
  onStartOver,
  startingOver,
}: {
  questionnaire: Questionnaire;
  onContinue: () => void;
  /** Absent where no new attempt can be made (a survey link). */
  onStartOver?: () => void;
  startingOver: boolean;
}): ReactElement {
  const { t } = useTranslation('questionnaires');
  const writeControl = useWriteControl();
  return (
    <Stack gap="md">
      <ScreenText questionnaire={questionnaire} kind="WELCOME_BACK" />
      <Group>
        <Button onClick={onContinue}>{t('actions.continue')}</Button>
        {onStartOver && (
          <Button variant="default" onClick={onStartOver} loading={startingOver} {...writeControl}>
            {t('actions.startOver')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** While finish runs: the answers are being scored. */
export function ProcessScreen({ questionnaire }: { questionnaire: Questionnaire }): ReactElement {
  return (
    <Stack gap="md">
      <ScreenText questionnaire={questionnaire} kind="PROCESS" />
      <Center role="status" aria-live="polite">
        <Loader aria-hidden="true" />
      </Center>
    </Stack>
  );
}

export function SuccessScreen({
  questionnaire,
  resultsPath,
  onRetake,
  retaking,
}: {
  questionnaire: Questionnaire;
  resultsPath: string | null;
  onRetake?: () => void;
  retaking: boolean;
}): ReactElement {
  const { t } = useTranslation('questionnaires');
  const writeControl = useWriteControl();
  return (
    <Stack gap="md">
      <ScreenText questionnaire={questionnaire} kind="SUCCESS" />
      <Group>
        {resultsPath && (
          <Anchor component={Link} to={resultsPath} fw={700}>
            {t('actions.results')}
          </Anchor>
        )}
        {onRetake && questionnaire.status === 'COMPLETED' && (
          <Button variant="default" onClick={onRetake} loading={retaking} {...writeControl}>
            {t('actions.retake')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Saved for later: the member can come back any time. */
export function ExitScreen({ questionnaire, leaveTo }: { questionnaire: Questionnaire; leaveTo: string | null }): ReactElement {
  const { t } = useTranslation('questionnaires');
  return (
    <Stack gap="md">
      <ScreenText questionnaire={questionnaire} kind="EXIT" />
      {leaveTo && (
        <Anchor component={Link} to={leaveTo} w="fit-content">
          {t('actions.leave')}
        </Anchor>
      )}
    </Stack>
  );
}
