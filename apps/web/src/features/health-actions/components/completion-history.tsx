import { Paper, Stack, Text, Title } from '@mantine/core';
import type { HealthActionView, HealthActionsInit } from '@portal/contract';
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatShortDate } from '../../../lib/format';
import { assignedMembers, memberDataOf } from '../../../lib/health-action-view';
import { languageTag } from '../../../lib/i18n';
import { useDisplayedLanguage } from '../../../lib/language-store';
import { EarningJourney } from './earning-journey';

/**
 * Spec 001's history of an action, per member of the household: every completion and every
 * attestation still waiting, each with its earning's journey. Each completion has an anchor
 * (`completion-<id>`) the rewards history links to.
 */
export function CompletionHistory({ init, action }: { init: HealthActionsInit; action: HealthActionView }): ReactElement {
  const { t } = useTranslation('health-actions');
  const { code } = useDisplayedLanguage();
  const tag = languageTag(code);
  const currency = init.programme.rewardType;
  const members = assignedMembers(init, action);
  const { hash } = useLocation();
  // The rewards history links to one earning: the router does not scroll to it, so this does.
  useEffect(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <section aria-labelledby="action-history">
      <Title order={2} size="h3" id="action-history" mb="sm">
        {t('history.heading')}
      </Title>
      <Stack gap="lg">
        {members.map((member) => {
          const data = memberDataOf(action, member.id)!;
          const waiting = data.memberAttestations.filter((attestation) =>
            attestation.journey.some((step) => step.step === 'WAITING_FOR_PLAN_DATA'),
          );
          const completions = [...data.completions].sort((a, b) => b.completionDate.localeCompare(a.completionDate));
          const headingId = `history-member-${member.id}`;
          return (
            <Stack key={member.id} gap="sm" component="section" aria-labelledby={headingId}>
              <Title order={3} size="h4" id={headingId}>
                {`${member.firstName} ${member.lastName}`}
              </Title>
              {waiting.length === 0 && completions.length === 0 && <Text c="dimmed">{t('history.none')}</Text>}
              {waiting.map((attestation) => {
                const label = t('history.attestation', { date: formatShortDate(attestation.completionDate, tag) });
                return (
                  <Paper key={`attestation-${attestation.id}`} withBorder p="md">
                    <Text fw={600} mb={4}>
                      {label}
                    </Text>
                    <EarningJourney steps={attestation.journey} currency={currency} label={t('history.journeyOf', { what: label })} />
                  </Paper>
                );
              })}
              {completions.map((completion) => {
                const label = t('history.completion', {
                  date: formatShortDate(completion.completionDate, tag),
                  source: t(`journey.sources.${completion.source}`),
                });
                return (
                  <Paper key={completion.id} id={`completion-${completion.id}`} withBorder p="md" tabIndex={-1}>
                    <Text fw={600} mb={4}>
                      {label}
                    </Text>
                    <EarningJourney steps={completion.journey} currency={currency} label={t('history.journeyOf', { what: label })} />
                  </Paper>
                );
              })}
            </Stack>
          );
        })}
      </Stack>
    </section>
  );
}
