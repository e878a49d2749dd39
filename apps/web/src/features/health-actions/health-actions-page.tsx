import { Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { HealthActionList } from '../../components/health-action-list';
import { useHealthActionsInit } from '../../lib/api/get-health-actions-init';
import { actionsByState, STATE_ORDER } from '../../lib/health-action-view';
import { useSession } from '../../lib/session-store';

/** Spec 001 /health-actions: every action of the plan, grouped by where the member stands, compound ones with their parts. */
export function HealthActionsPage(): ReactElement {
  const { t } = useTranslation('health-actions');
  const init = useHealthActionsInit();
  const memberId = useSession()?.memberId ?? 0;
  const groups = init ? actionsByState(init.healthActions, memberId) : null;
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </div>
      {!init || !groups || init.healthActions.length === 0 ? (
        <Text>{t('list.none')}</Text>
      ) : (
        STATE_ORDER.map((state) => (
          <section key={state} aria-labelledby={`actions-${state}`}>
            <Title order={2} size="h3" id={`actions-${state}`} mb="sm">
              {t(`list.groups.${state}`)}
            </Title>
            {groups[state].length > 0 ? (
              <HealthActionList
                actions={groups[state]}
                all={init.healthActions}
                currency={init.programme.rewardType}
                memberId={memberId}
                withChildren
              />
            ) : (
              <Text c="dimmed">{t(`list.emptyGroups.${state}`)}</Text>
            )}
          </section>
        ))
      )}
    </Stack>
  );
}
