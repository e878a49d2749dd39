import { Box, Stack, Text, Title } from '@mantine/core';
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
      <Stack component="dl" gap={4} m={0}>
        {members.map((member) => {
          const data = memberDataOf(action, member.id)!;
          return (
            <div key={member.id}>
              <Text component="dt" fw={600}>
                {member.firstName}
              </Text>
              <Box component="dd" m={0}>
                {t(`availability.reasons.${data.availability.reason}`, {
                  date: data.nextDueDate ? formatShortDate(data.nextDueDate, languageTag(code)) : '',
                })}
              </Box>
            </div>
          );
        })}
      </Stack>
    </section>
  );
}
