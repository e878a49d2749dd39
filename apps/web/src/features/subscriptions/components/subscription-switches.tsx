import { Alert, Button, Fieldset, Stack, Switch } from '@mantine/core';
import type { Subscription } from '@portal/contract';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useUpdateSubscriptions, type SubscriptionChoice } from '../api/update-subscriptions';
import { isInvalidLinkError, type SubscriptionLink } from '../subscription-link';

interface CategorySwitchProps {
  readonly label: string;
  readonly description: string;
  readonly subscribed: boolean;
  readonly onChange: (subscribed: boolean) => void;
}

/**
 * Mantine's switch puts its description inside its label; naming the switch by the label text
 * alone keeps the description from being read twice (it is still its description).
 */
function CategorySwitch({ label, description, subscribed, onChange }: CategorySwitchProps): ReactElement {
  const labelId = useId();
  return (
    <Switch
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
      checked={subscribed}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** One switch per category, on while subscribed; each change is saved at once. */
export function SubscriptionSwitches({ link, subscriptions }: { link: SubscriptionLink; subscriptions: Subscription[] }): ReactElement {
  const { t } = useTranslation('subscriptions');
  const update = useUpdateSubscriptions(link);
  const [saved, setSaved] = useState<string | null>(null);
  const save = (choices: SubscriptionChoice[], message: string): void => {
    // Switches stay enabled (a disabled one would lose keyboard focus); a change waits for the last.
    if (update.isPending) return;
    setSaved(null);
    update.mutate(choices, { onSuccess: () => setSaved(message) });
  };
  const label = (subscription: Subscription): string => t(`categories.${subscription.category}.label`);
  const allUnsubscribed = subscriptions.every((subscription) => subscription.status === 'UNSUBSCRIBED');
  return (
    <Stack gap="md">
      <Fieldset legend={t('categoriesLegend')} variant="unstyled">
        <Stack gap="md" mt="xs">
          {subscriptions.map((subscription) => (
            <CategorySwitch
              key={subscription.category}
              label={label(subscription)}
              description={t(`categories.${subscription.category}.description`)}
              subscribed={subscription.status === 'SUBSCRIBED'}
              onChange={(subscribed) =>
                save(
                  [{ category: subscription.category, status: subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED' }],
                  t(subscribed ? 'saved.subscribed' : 'saved.unsubscribed', { category: label(subscription) }),
                )
              }
            />
          ))}
        </Stack>
      </Fieldset>
      <Button
        variant="outline"
        w="fit-content"
        disabled={allUnsubscribed}
        onClick={() =>
          save(
            subscriptions.map(({ category }) => ({ category, status: 'UNSUBSCRIBED' })),
            t('saved.all'),
          )
        }
      >
        {t('unsubscribeAll')}
      </Button>
      {saved && (
        <Alert color="green" role="status">
          {saved}
        </Alert>
      )}
      {!isInvalidLinkError(update.error) && <ErrorAlert error={update.error} />}
    </Stack>
  );
}
