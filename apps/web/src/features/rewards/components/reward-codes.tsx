import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { RewardCode, RewardOrder } from '@portal/contract';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { formatShortDate } from '../../../lib/format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { useWriteControl } from '../../../lib/read-only-view';
import { useSession } from '../../../lib/session-store';
import { useResendRewardCodes, useRevealRewardCodes } from '../api/reward-orders';

/** Whether an order may hold codes to show: it has digital items and the fulfilment house has e-mailed them. */
export function mayHoldCodes(order: RewardOrder): boolean {
  return (order.state === 'EMAILED' || order.state === 'DELIVERED') && order.lines.some((line) => line.deliveryForm === 'DIGITAL');
}

/**
 * The codes of an order's digital rewards, shown in the page only when the member asks, with a
 * way to copy each; and a resend to the member's verified e-mail. Support staff viewing the portal
 * are not shown codes (they spend like money), so the button says why instead.
 */
export function RewardCodes({ order }: { order: RewardOrder }): ReactElement {
  const { t } = useTranslation('rewards');
  const session = useSession();
  const reveal = useRevealRewardCodes(order.orderId);
  const resend = useResendRewardCodes(order.orderId);
  const writeControl = useWriteControl();
  const staffReasonId = useId();
  const staffView = Boolean(session?.impersonation);
  const codes = reveal.data?.codes;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {codes === undefined && (
          <Button
            variant="default"
            loading={reveal.isPending}
            onClick={() => reveal.mutate()}
            aria-label={t('orders.codes.showNamed', { orderId: order.orderId })}
            {...(staffView ? { disabled: true, 'aria-describedby': staffReasonId } : {})}
          >
            {t('orders.codes.show')}
          </Button>
        )}
        <Button
          variant="default"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
          aria-label={t('orders.codes.resendNamed', { orderId: order.orderId })}
          {...writeControl}
        >
          {t('orders.codes.resend')}
        </Button>
      </Group>
      {staffView && (
        <Text size="sm" id={staffReasonId}>
          {t('orders.codes.memberOnly')}
        </Text>
      )}
      <ErrorAlert error={reveal.error ?? resend.error} />
      {resend.data && (
        <Text role="status" size="sm">
          {t('orders.codes.resent', { email: resend.data.emailTo })}
        </Text>
      )}
      {codes !== undefined &&
        (codes.length === 0 ? (
          <Text>{t('orders.codes.notYet')}</Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('orders.codes.listLabel', { orderId: order.orderId })}
          >
            {codes.map((code) => (
              <CodeCard key={`${code.lineNumber}-${code.unitNumber}`} code={code} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}

function CodeCard({ code }: { code: RewardCode }): ReactElement {
  const { t } = useTranslation('rewards');
  const { code: language } = useDisplayedLanguage();
  const label = t('orders.codes.card', { name: code.name, unit: code.unitNumber });
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Text fw={600}>{label}</Text>
        <Group gap="sm">
          <LabelledSecret label={t('orders.codes.code')} value={code.code} />
          <CopyButton value={code.code}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} aria-label={t('orders.codes.copyNamed', { card: label })}>
                {copied ? t('orders.codes.copied') : t('orders.codes.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        {code.pin !== null && <LabelledSecret label={t('orders.codes.pin')} value={code.pin} />}
        {code.expiresOn !== null && (
          <Text size="sm">{t('orders.codes.expiresOn', { date: formatShortDate(code.expiresOn, languageTag(language)) })}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A code or PIN as typed at a till: left to right in every language, in a fixed-width font. */
function LabelledSecret({ label, value }: { label: string; value: string }): ReactElement {
  return (
    <Text>
      {label}{' '}
      <Text span ff="monospace" dir="ltr">
        {value}
      </Text>
    </Text>
  );
}
