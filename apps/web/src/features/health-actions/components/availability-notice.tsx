import { List, Title } from '@mantine/core';
import type { HealthActionView, HealthActionsInit } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../lib/format';
import { assignedMembers, memberDataOf } from '../../../lib/health-action-view';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';

/** Why the action is or is not open to each member of the household it is assigned to, in words. */
export function AvailabilityNotice({ init, action }: { init: HealthActionsInit; action: HealthActionView }): ReactElement | null {
  const { t } = useTranslation('health-actions');
  const { code } = useDisplayedLanguage();
  const members = assignedMembers(init, action);
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="action-availability">
      <Title order={2} size="h3" id="action-availability" mb="sm">
        {t('availability.heading')}
      </Title>
      <List spacing={4}>
        {members.map((member) => {
          const data = memberDataOf(action, member.id)!;
          const reason = t(`availability.reasons.${data.availability.reason}`, {
            date: data.nextDueDate ? formatShortDate(data.nextDueDate, languageTag(code)) : '',
          });
          return <List.Item key={member.id}>{t('availability.forMember', { name: member.firstName, reason })}</List.Item>;
        })}
      </List>
    </section>
  );
}
