import { Anchor, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { HealthActionsInit } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HealthActionList } from '../../../components/health-action-list';
import { actionsByState, programmeProgress } from '../../../lib/health-action-view';
import { localToday } from '../../../lib/request-context';
import { useRewardFormat } from '../../../lib/reward-format';

/** Spec 001 home: the health actions still to do (or awaiting the plan's check) and those done, with the programme's progress. */
export function HealthActionLists({ init, memberId }: { init: HealthActionsInit; memberId: number }): ReactElement {
  const { t } = useTranslation('home');
  const currency = init.programme.rewardType;
  const amount = useRewardFormat(currency);
  const groups = actionsByState(init.healthActions, memberId);
  const open = [...groups.INCOMPLETE, ...groups.PENDING_VERIFICATION];
  const progress = programmeProgress(init, memberId, localToday());
  return (
    <>
      <Paper withBorder p="lg" component="section" aria-labelledby="home-progress">
        <Stack gap="xs">
          <Title order={2} size="h3" id="home-progress">
            {t('actions.progressHeading')}
          </Title>
          <Text>
            {t('actions.progress', { earned: amount(progress.earned), total: amount(progress.total), percent: progress.percent })}
          </Text>
          <Progress value={progress.percent} aria-label={t('actions.progressLabel')} />
        </Stack>
      </Paper>
      <section aria-labelledby="home-incomplete">
        <Title order={2} size="h3" id="home-incomplete" mb="sm">
          {t('actions.incompleteHeading')}
        </Title>
        {open.length > 0 ? (
          <HealthActionList actions={open} all={init.healthActions} currency={currency} memberId={memberId} />
        ) : (
          <Text>{t('actions.noneIncomplete')}</Text>
        )}
      </section>
      <section aria-labelledby="home-completed">
        <Title order={2} size="h3" id="home-completed" mb="sm">
          {t('actions.completedHeading')}
        </Title>
        {groups.COMPLETED.length > 0 ? (
          <HealthActionList actions={groups.COMPLETED} all={init.healthActions} currency={currency} memberId={memberId} />
        ) : (
          <Text>{t('actions.noneCompleted')}</Text>
        )}
      </section>
      <Anchor component={Link} to="/health-actions" w="fit-content">
        {t('actions.seeAll')}
      </Anchor>
    </>
  );
}
