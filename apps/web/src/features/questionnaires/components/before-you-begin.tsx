import { Button, List, Stack, Text } from '@mantine/core';
import type { Questionnaire } from '@portal/contract';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteControl } from '../../../lib/read-only-view';
import { rewardQuestions } from '../rules';
import { RefuseModal } from './refuse-modal';

export interface RefuseProps {
  readonly onRefuse?: () => Promise<void>;
  readonly refusing: boolean;
}

/**
 * What a member is told before answering: the required direct-incentive questions (spec 001
 * section 5), that they refused it before, and the way to refuse it, through a confirmation.
 */
export function BeforeYouBegin({ questionnaire, onRefuse, refusing }: { questionnaire: Questionnaire } & RefuseProps): ReactElement | null {
  const { t } = useTranslation('questionnaires');
  const writeControl = useWriteControl();
  const [confirming, setConfirming] = useState(false);
  const required = rewardQuestions(questionnaire.groups);
  const refused = questionnaire.status === 'REFUSED';
  const canRefuse = onRefuse !== undefined && !refused && questionnaire.status !== 'COMPLETED';
  if (required.length === 0 && !refused && !canRefuse) return null;
  return (
    <Stack gap="sm" align="flex-start">
      {refused && <Text>{t('start.refused')}</Text>}
      {required.length > 0 && (
        <section aria-labelledby="reward-questions">
          <Text fw={700} id="reward-questions">
            {t('start.rewardQuestions')}
          </Text>
          <List>
            {required.map((question) => (
              <List.Item key={question.id}>{question.text}</List.Item>
            ))}
          </List>
        </section>
      )}
      {canRefuse && (
        <>
          <Button variant="default" onClick={() => setConfirming(true)} {...writeControl}>
            {t('actions.refuse')}
          </Button>
          <RefuseModal
            opened={confirming}
            pending={refusing}
            onClose={() => setConfirming(false)}
            onConfirm={() => void onRefuse().finally(() => setConfirming(false))}
          />
        </>
      )}
    </Stack>
  );
}
