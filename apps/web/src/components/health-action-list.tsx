import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import type { Currency, HealthActionView } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { childActions, stateFor, type HealthActionState } from '../lib/health-action-view';
import { useRewardFormat } from '../lib/reward-format';

const STATE_COLOR: Record<HealthActionState, string> = {
  INCOMPLETE: 'gray',
  PENDING_VERIFICATION: 'yellow',
  COMPLETED: 'green',
};

/**
 * Where the member stands with an action, in words (the colour only repeats them): a tinted
 * label in the page's text colour, which keeps AA contrast on every tint (yellow's shade 9 does not).
 */
export function StateBadge({ state }: { state: HealthActionState }): ReactElement {
  const { t } = useTranslation('health-actions');
  const color = STATE_COLOR[state];
  return (
    <Box
      component="span"
      fz="xs"
      fw={600}
      px={8}
      py={2}
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderRadius: 'var(--mantine-radius-xl)', whiteSpace: 'nowrap' }}
    >
      {t(`states.${state}`)}
    </Box>
  );
}

/** An action's name in the member's language; a plan's own action without words of ours reads as a health action. */
export function useActionName(): (code: string) => string {
  const { t } = useTranslation('health-actions');
  return (code) => t(`actions.${code}.name` as 'actions.fallback.name', { defaultValue: t('actions.fallback.name') });
}

/**
 * A list of health actions: each with its name (a link to its page), its reward and where the
 * signed-in member stands; a compound action lists its children beneath it when asked.
 */
export function HealthActionList(props: {
  actions: readonly HealthActionView[];
  /** Every action of the programme, to find a compound action's children. */
  all: readonly HealthActionView[];
  currency: Currency;
  /** The signed-in member, whose state each action shows. */
  memberId: number;
  withChildren?: boolean;
}): ReactElement {
  const { t } = useTranslation('health-actions');
  const name = useActionName();
  const amount = useRewardFormat(props.currency);
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {props.actions.map((action) => {
        const children = props.withChildren ? childActions(props.all, action.id) : [];
        return (
          <Stack component="li" key={action.id} gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Anchor component={Link} to={`/health-actions/${action.id}`} fw={600}>
                {name(action.code)}
              </Anchor>
              <Group gap="xs">
                <Text size="sm">{t('list.reward', { amount: amount(action.rewardAmount) })}</Text>
                <StateBadge state={stateFor(action, props.memberId)} />
              </Group>
            </Group>
            {children.length > 0 && (
              <Stack component="ul" gap={4} m={0} ps="lg" aria-label={t('list.partsOf', { name: name(action.code) })}>
                {children.map((child) => (
                  <Group component="li" key={child.id} justify="space-between" wrap="wrap" gap="xs">
                    <Anchor component={Link} to={`/health-actions/${child.id}`} size="sm">
                      {name(child.code)}
                    </Anchor>
                    <Group gap="xs">
                      <Text size="sm">{t('list.reward', { amount: amount(child.rewardAmount) })}</Text>
                      <StateBadge state={stateFor(child, props.memberId)} />
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
