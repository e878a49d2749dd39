import { Anchor, SimpleGrid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClientConfiguration } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { healthActionsInitQuery, useHealthActionsInit } from '../../lib/api/get-health-actions-init';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { useSession } from '../../lib/session-store';
import { HealthActionLists } from './components/health-action-lists';
import { ProgrammeSummary } from './components/programme-summary';
import { TrackerCards } from './components/tracker-cards';

export interface AreaLink {
  readonly key: string;
  readonly path: string;
}

/**
 * Home (spec 001): a greeting, the member's programme and progress, the health actions to do and
 * done, and the areas the header also offers.
 */
export function HomePage({ areas }: { areas: readonly AreaLink[] }): ReactElement {
  const session = useSession();
  // The actions and both namespaces load side by side, and the page shows once, whole: no shift.
  usePrefetchQuery(healthActionsInitQuery(session?.memberId ?? 0));
  const { t } = useTranslation(['home', 'health-actions']);
  const { t: tCommon } = useTranslation();
  const member = useMemberInfo();
  const init = useHealthActionsInit();
  const configuration: ClientConfiguration = useClientConfiguration();
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('greeting', { name: member.firstName })}</Title>
        <Text c="dimmed">{t('welcome', { programme: configuration.title })}</Text>
      </div>
      <ProgrammeSummary member={member} configuration={configuration} />
      {init && init.healthActions.length > 0 && <HealthActionLists init={init} memberId={member.id} />}
      {configuration.features.includes('TRACKING') && configuration.features.includes('TRACKING_ON_HOME_SCREEN') && <TrackerCards />}
      <section aria-labelledby="home-account">
        <Title order={2} size="h3" id="home-account" mb="sm">
          {t('accountHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <AccountLink to="/account/mfa" title={t('account.security')} description={t('account.securityDescription')} />
          {configuration.features.includes('AUTHORIZATION_CODE_AUTH') && (
            <AccountLink to="/mobile-sign-in" title={t('account.mobile')} description={t('account.mobileDescription')} />
          )}
        </SimpleGrid>
      </section>
      {areas.length > 0 && (
        <section aria-labelledby="home-areas">
          <Title order={2} size="h3" id="home-areas" mb="sm">
            {t('areasHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {areas.map((area) => (
              <Paper key={area.key} withBorder p="md">
                <Anchor component={Link} to={area.path} fw={600}>
                  {tCommon(`areas.${area.key}` as 'areas.home')}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(`areaDescriptions.${area.key}` as 'areaDescriptions.rewards')}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}

function AccountLink({ to, title, description }: { to: string; title: string; description: string }): ReactElement {
  return (
    <Paper withBorder p="md">
      <Anchor component={Link} to={to} fw={600}>
        {title}
      </Anchor>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Paper>
  );
}
