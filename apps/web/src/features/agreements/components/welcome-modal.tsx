import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Agreement, ClientConfiguration, MemberInfo } from '@portal/contract';
import { currentRewardPeriod } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { formatRewardAmount } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { localToday } from '../../../lib/request-context';
import { useAcceptAgreements } from '../api/accept-agreements';
import { welcomeVariant } from '../pending-agreements';

/** What the welcome says the member can earn this period, in the plan's currency, when it is known. */
function useEarningText(member: MemberInfo, configuration: ClientConfiguration): string {
  const { t } = useTranslation('agreements');
  const { code } = useDisplayedLanguage();
  const variant = welcomeVariant(configuration);
  if (variant === 'nonReward') return t('welcome.nonReward');
  const { period } = currentRewardPeriod(member, configuration, localToday());
  if (!period) return t(variant === 'dollars' ? 'welcome.dollars' : 'welcome.points');
  const amount = formatRewardAmount(period.maxRewardAmount, configuration.currency, languageTag(code));
  return t(variant === 'dollars' ? 'welcome.dollarsUpTo' : 'welcome.pointsUpTo', { amount });
}

/**
 * AUTO_REWARDS_REGISTRATION: the first welcome after registering offers automatic rewards as a
 * step the member may take or leave, where the plan offers them at all.
 */
export function offersAutoRewardsStep(configuration: ClientConfiguration): boolean {
  const { features } = configuration;
  return (
    features.includes('AUTO_REWARDS_REGISTRATION') &&
    features.includes('AUTO_REWARDS') &&
    features.includes('REWARDS') &&
    !features.includes('REWARDS_EXTERNAL_REDEMPTION')
  );
}

/**
 * Spec 000: the welcome (dollar, point or non-reward variant) a member sees once, driven by the
 * PHA_WELCOME agreement; closing it in either way records that it was seen.
 */
export default function WelcomeModal({
  member,
  configuration,
  welcome,
}: {
  member: MemberInfo;
  configuration: ClientConfiguration;
  welcome: Agreement;
}): ReactElement {
  const { t } = useTranslation('agreements');
  const accept = useAcceptAgreements(member.id);
  const navigate = useNavigate();
  const close = () => {
    if (!accept.isPending) accept.mutate([welcome]);
  };
  // The welcome is seen either way; the member then goes on to set automatic rewards up.
  const setUpAutoRewards = () => {
    if (!accept.isPending) accept.mutate([welcome], { onSuccess: () => void navigate('/rewards/auto/splash') });
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t('welcome.title', { name: member.firstName, programme: configuration.title })}
      closeButtonProps={{ 'aria-label': t('welcome.close') }}
    >
      <Stack gap="md">
        <Text>{useEarningText(member, configuration)}</Text>
        <Text>{t('welcome.howItWorks')}</Text>
        {offersAutoRewardsStep(configuration) && <Text>{t('welcome.autoRewards')}</Text>}
        <ErrorAlert error={accept.error} />
        <Group>
          <Button onClick={close} loading={accept.isPending} data-autofocus>
            {t('welcome.start')}
          </Button>
          {offersAutoRewardsStep(configuration) && (
            <Button variant="default" onClick={setUpAutoRewards} disabled={accept.isPending}>
              {t('welcome.setUpAutoRewards')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
