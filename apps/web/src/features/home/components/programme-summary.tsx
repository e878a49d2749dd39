import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ClientConfiguration, MemberInfo } from '@portal/contract';
import { currentRewardPeriod } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRewardAmount, formatShortDate } from '../../../lib/format';
import { formatList } from '../../../lib/list-format';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { localToday } from '../../../lib/request-context';

/** The member's programme: this year's period and what can be earned in it, who is covered, last sign-in. */
export function ProgrammeSummary({ member, configuration }: { member: MemberInfo; configuration: ClientConfiguration }): ReactElement {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation();
  const { code } = useDisplayedLanguage();
  const tag = languageTag(code);
  const { coverage, period } = currentRewardPeriod(member, configuration, localToday());
  const amount = period && formatRewardAmount(period.maxRewardAmount, configuration.currency, tag);
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('programme.heading')}
        </Title>
        <Text>{t('programme.plan', { programme: configuration.title, plan: configuration.name })}</Text>
        {!coverage && <Text>{t('programme.noActiveCoverage')}</Text>}
        {period && amount && (
          <Text>
            {t(configuration.currency === 'DOLLARS' ? 'programme.periodDollars' : 'programme.periodPoints', {
              start: formatShortDate(period.startDate, tag),
              end: formatShortDate(period.endDate, tag),
              amount,
            })}
          </Text>
        )}
        {member.dependents.length > 0 && (
          <Text>
            {t('programme.family', {
              names: formatList(
                member.dependents.map((dependent) => dependent.firstName),
                tag,
                {
                  next: (rest, next) => tCommon('list.next', { rest, next }),
                  last: (rest, last) => tCommon('list.last', { rest, last }),
                },
              ),
            })}
          </Text>
        )}
        {member.lastLogin && <Text c="dimmed">{t('programme.lastLogin', { when: formatDateTime(member.lastLogin.activityTs, tag) })}</Text>}
      </Stack>
    </Paper>
  );
}
