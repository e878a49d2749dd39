import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { subscriptionsQuery } from './api/get-subscriptions';
import { InvalidLinkNotice } from './components/invalid-link-notice';
import { SubscriptionCommentForm } from './components/subscription-comment-form';
import { SubscriptionSwitches } from './components/subscription-switches';
import { isInvalidLinkError, readSubscriptionLink, type SubscriptionLink } from './subscription-link';

/** The preferences of the member the link names; opening it only reads. */
function LinkedPreferences({ link }: { link: SubscriptionLink }): ReactElement {
  const { t } = useTranslation('subscriptions');
  const { t: tCommon } = useTranslation();
  const subscriptions = useQuery(subscriptionsQuery(link));
  if (isInvalidLinkError(subscriptions.error)) return <InvalidLinkNotice />;
  if (subscriptions.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
        <Button variant="light" onClick={() => void subscriptions.refetch()}>
          {tCommon('actions.tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (subscriptions.isPending) return <FullPageLoader />;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text>{t('intro')}</Text>
        <Text>
          {t('address')}{' '}
          <Text span fw={700} dir="ltr">
            {link.email}
          </Text>
        </Text>
      </Stack>
      <SubscriptionSwitches link={link} subscriptions={subscriptions.data.subscriptions} />
      <SubscriptionCommentForm link={link} />
    </Stack>
  );
}

/** `/subscriptions?m=&e=&t=&utm_source=&utm_campaign=`: the e-mail preferences page, no sign-in needed. */
export function SubscriptionsPage(): ReactElement {
  const { t } = useTranslation('subscriptions');
  const [search] = useSearchParams();
  const link = readSubscriptionLink(search);
  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t('title')}</Title>
      {link ? <LinkedPreferences key={`${link.memberId}:${link.token}`} link={link} /> : <InvalidLinkNotice />}
    </Stack>
  );
}

export default SubscriptionsPage;
