import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useActionName } from '../../components/health-action-list';
import { healthActionsInitQuery, useHealthActionsInit } from '../../lib/api/get-health-actions-init';
import { formatLongDate } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { useRewardFormat } from '../../lib/reward-format';
import { useSession } from '../../lib/session-store';
import { rewardsInitQuery, useRewardsInit } from './api/get-rewards-init';
import { earningActions, soonestExpiry } from './points-guide';

/** Spec 001: how a points programme works, with the member's own figures; a dollars programme has no such page. */
export function HowItWorksPage(): ReactElement {
  const session = useSession();
  const memberId = session?.memberId ?? 0;
  usePrefetchQuery(rewardsInitQuery(memberId));
  usePrefetchQuery(healthActionsInitQuery(memberId));
  const { t } = useTranslation(['rewards', 'health-actions']);
  const rewards = useRewardsInit();
  const actions = useHealthActionsInit();
  const amount = useRewardFormat('POINTS');
  const actionName = useActionName();
  const { code } = useDisplayedLanguage();
  if (rewards.rewardType !== 'POINTS') return <Navigate to="/rewards" replace />;
  const earning = earningActions(actions);
  const expiry = soonestExpiry(rewards.pointSummaries);
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{t('howItWorks.title')}</Title>
        <Text>{t('howItWorks.intro')}</Text>
      </div>
      <GuideSection id="how-earn" heading={t('howItWorks.earnHeading')}>
        <Text>{t('howItWorks.earn')}</Text>
        {earning.length > 0 && (
          <>
            <Text id="how-earn-actions">{t('howItWorks.actionsIntro')}</Text>
            <List aria-labelledby="how-earn-actions">
              {earning.map((action) => (
                <List.Item key={action.id}>
                  {t('howItWorks.actionWorth', { action: actionName(action.code), amount: amount(action.rewardAmount) })}
                </List.Item>
              ))}
            </List>
          </>
        )}
        {rewards.yearlyMaximum > 0 && (
          <Text>{t('howItWorks.yearlyMaximum', { maximum: amount(rewards.yearlyMaximum), year: rewards.year })}</Text>
        )}
        <Anchor component={Link} to="/health-actions" w="fit-content">
          {t('toHealthActions')}
        </Anchor>
      </GuideSection>
      <GuideSection id="how-keep" heading={t('howItWorks.keepHeading')}>
        <Text>{t('howItWorks.perCoverage')}</Text>
        <Text>
          {expiry === null ? t('howItWorks.noExpiry') : t('howItWorks.soonestExpiry', { date: formatLongDate(expiry, languageTag(code)) })}
        </Text>
      </GuideSection>
      <GuideSection id="how-redeem" heading={t('howItWorks.redeemHeading')}>
        <Text>{t('howItWorks.redeem')}</Text>
        {rewards.rewardsConfig.hasBasket ? (
          <Button component={Link} to="/rewards/redeem" w="fit-content">
            {t('redeem.link')}
          </Button>
        ) : (
          <Text>{t('redeem.external')}</Text>
        )}
      </GuideSection>
      <GuideSection id="how-delivery" heading={t('howItWorks.deliveryHeading')}>
        <List>
          <List.Item>{t('howItWorks.digital', { time: t('delivery.digital') })}</List.Item>
          <List.Item>{t('howItWorks.physicalCard', { time: t('delivery.physicalCard') })}</List.Item>
          <List.Item>{t('howItWorks.merchandise', { time: t('delivery.merchandise') })}</List.Item>
        </List>
      </GuideSection>
      <Anchor component={Link} to="/rewards" w="fit-content">
        {t('howItWorks.backToRewards')}
      </Anchor>
    </Stack>
  );
}

function GuideSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }): ReactElement {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {heading}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
