import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HealthActionList, StateBadge, useActionName } from '../../components/health-action-list';
import { HealthActionNotFound } from '../../components/health-action-not-found';
import { useHealthActionsInit } from '../../lib/api/get-health-actions-init';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { childActions, stateFor } from '../../lib/health-action-view';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-store';
import { ActionSummary } from './components/action-summary';
import { AttestationForm } from './components/attestation-form';
import { AvailabilityNotice } from './components/availability-notice';
import { CompletionHistory } from './components/completion-history';
import { ReasonableAlternative } from './components/reasonable-alternative';
import { ProfileUpdateRedirect } from './profile-update-redirect';
import { questionnairePathOf } from './questionnaire-link';
import { offersReasonableAlternative } from './reasonable-alternative-rules';
import type { ActionPanelProps } from './components/action-panel-props';

type View = 'details' | 'history';

/** One of the action's views as a link; the one shown says so in words (aria-current) and in looks. */
function ViewLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }): ReactElement {
  return (
    <Anchor
      component={Link}
      to={to}
      aria-current={current ? 'page' : undefined}
      fw={current ? 700 : undefined}
      td={current ? 'underline' : undefined}
    >
      {children}
    </Anchor>
  );
}

/** The action's frame: the way back, its name and state, and its two views (details, history) as links. */
function HealthActionFrame({ view, children }: { view: View; children: (props: ActionPanelProps) => ReactNode }): ReactElement {
  const { t } = useTranslation('health-actions');
  const name = useActionName();
  const session = useSession();
  const init = useHealthActionsInit();
  const { healthActionId } = useParams();
  const action = init?.healthActions.find((candidate) => String(candidate.id) === healthActionId);
  const actionName = action ? name(action.code) : undefined;
  usePageTitle(actionName && (view === 'history' ? t('detail.historyTitle', { name: actionName }) : actionName));
  if (!init || !action || !session) return <HealthActionNotFound />;
  return (
    <Stack gap="lg" maw={820}>
      <Anchor component={Link} to="/health-actions" w="fit-content">
        {t('detail.back')}
      </Anchor>
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>{name(action.code)}</Title>
          <StateBadge state={stateFor(action, session.memberId)} />
        </Group>
        <Text c="dimmed">
          {t(`actions.${action.code}.description` as 'actions.fallback.description', { defaultValue: t('actions.fallback.description') })}
        </Text>
      </div>
      <Group component="nav" aria-label={t('detail.views')} gap="md">
        <ViewLink to={`/health-actions/${action.id}`} current={view === 'details'}>
          {t('detail.detailsTab')}
        </ViewLink>
        <ViewLink to={`/health-actions/${action.id}/history`} current={view === 'history'}>
          {t('detail.historyTab')}
        </ViewLink>
      </Group>
      {children({ init, action, memberId: session.memberId })}
    </Stack>
  );
}

function DetailsView({ init, action, memberId }: ActionPanelProps): ReactElement {
  const { t } = useTranslation('health-actions');
  const children = childActions(init.healthActions, action.id);
  const currency = init.programme.rewardType;
  const questionnairePath = questionnairePathOf(action.type);
  const { features } = useClientConfiguration();
  return (
    <>
      <ActionSummary init={init} action={action} memberId={memberId} />
      <AvailabilityNotice init={init} action={action} />
      {children.length > 0 && (
        <section aria-labelledby="action-parts">
          <Title order={2} size="h3" id="action-parts" mb="sm">
            {t('detail.parts')}
          </Title>
          <HealthActionList actions={children} all={init.healthActions} currency={currency} memberId={memberId} />
        </section>
      )}
      {action.type === 'PROFILE_UPDATE' && (
        <Anchor component={Link} to={`/health-actions/${action.id}/profile-update`} w="fit-content">
          {t('detail.updateProfile')}
        </Anchor>
      )}
      {action.learnAndEarnKind === 'READ_ARTICLE' && action.articleContentId && (
        <Button component={Link} to={`/health-actions/${action.id}/learn-and-earn/article/${action.articleContentId}`} w="fit-content">
          {t('detail.readArticle')}
        </Button>
      )}
      {action.type === 'PCP_VISIT' && features.includes('ONLINE_SCHEDULING') && (
        <Button component={Link} to={`/health-actions/${action.id}/scheduling`} w="fit-content">
          {t('detail.scheduleVisit')}
        </Button>
      )}
      {questionnairePath && (
        <Button component={Link} to={questionnairePath} w="fit-content">
          {action.type === 'COMPLETE_HEALTH_QUESTIONNAIRE' ? t('detail.takeQuestionnaire') : t('detail.takeSurvey')}
        </Button>
      )}
      {action.attestable && <AttestationForm init={init} action={action} memberId={memberId} />}
      {offersReasonableAlternative(action) && <ReasonableAlternative init={init} action={action} memberId={memberId} />}
    </>
  );
}

function HistoryView({ init, action, memberId }: ActionPanelProps): ReactElement {
  return (
    <>
      <ActionSummary init={init} action={action} memberId={memberId} />
      <CompletionHistory init={init} action={action} />
    </>
  );
}

/**
 * `/health-actions/:id` and its child views: the default details, `history` (what was done and
 * every earning's journey), and `profile-update`, which sends the member to where the profile is
 * changed. Any other view is not found.
 */
export function HealthActionPage(): ReactElement {
  const { view } = useParams();
  if (view === undefined) return <HealthActionFrame view="details">{(props) => <DetailsView {...props} />}</HealthActionFrame>;
  if (view === 'history') return <HealthActionFrame view="history">{(props) => <HistoryView {...props} />}</HealthActionFrame>;
  if (view === 'profile-update') return <ProfileUpdateRedirect />;
  return <HealthActionNotFound />;
}
