import { Detail } from '../../../components/detail';
import type { ActionPanelProps } from './action-panel-props';
import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../lib/format';
import { assignedMembers, earnedOfTotal, lastCompletionDate } from '../../../lib/health-action-view';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { localToday } from '../../../lib/request-context';
import { useRewardFormat } from '../../../lib/reward-format';

/** Spec 001: assigned to, last completion, reward, percent complete and earned of total. */
export function ActionSummary({ init, action, memberId }: ActionPanelProps): ReactElement {
  const { t } = useTranslation('health-actions');
  const { code } = useDisplayedLanguage();
  const tag = languageTag(code);
  const amount = useRewardFormat(init.programme.rewardType);
  const assigned = assignedMembers(init, action);
  const last = lastCompletionDate(action);
  const progress = earnedOfTotal(init.healthActions, action, memberId, localToday());
  return (
    <Paper withBorder p="lg">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} m={0} spacing="md">
        <Detail label={t('summary.assignedTo')}>
          {assigned.length === 0 && t('summary.nobody')}
          {assigned.map((member) => (
            <Text key={member.id}>{`${member.firstName} ${member.lastName}`}</Text>
          ))}
        </Detail>
        <Detail label={t('summary.lastCompletion')}>{last ? formatShortDate(last, tag) : t('summary.notYet')}</Detail>
        <Detail label={t('summary.reward')}>{amount(action.rewardAmount)}</Detail>
        <Detail label={t('summary.earnedOfTotal')}>
          <Text>
            {t('summary.earnedOfTotalValue', { earned: amount(progress.earned), total: amount(progress.total), percent: progress.percent })}
          </Text>
          <Progress value={progress.percent} mt={4} aria-label={t('summary.percentComplete', { percent: progress.percent })} />
        </Detail>
      </SimpleGrid>
    </Paper>
  );
}
