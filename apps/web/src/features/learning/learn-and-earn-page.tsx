import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { Currency, HealthActionView } from '@portal/contract';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useActionName } from '../../components/health-action-list';
import { HealthActionNotFound } from '../../components/health-action-not-found';
import { useHealthActionsInit } from '../../lib/api/get-health-actions-init';
import { stateFor } from '../../lib/health-action-view';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-store';
import { useRewardFormat } from '../../lib/reward-format';
import { isArticleMissing, useArticle } from './api/get-article';
import { ArticleView } from './article-view';
import { LearnProblem } from './learn-frame';
import { MarkRead } from './mark-read';

/** The article once the member starts reading, with "I've read it" at its end. */
function Reading({ action, contentId }: { action: HealthActionView; contentId: string }): ReactElement {
  const { t } = useTranslation('learn');
  const session = useSession();
  const article = useArticle(contentId, null);
  // Read in an earlier year, the article is read again to earn the action of this one.
  const toDo = session !== null && stateFor(action, session.memberId) === 'INCOMPLETE';
  if (isArticleMissing(article.error)) return <HealthActionNotFound />;
  if (article.isError) return <LearnProblem retry={() => void article.refetch()} />;
  if (!article.data) return <FullPageLoader />;
  return (
    <Stack gap="lg">
      <ArticleView article={article.data.article} titleOrder={2} focusTitle />
      <MarkRead article={article.data.article} label={t('learnAndEarn.done')} readAgain={toDo}>
        {() => (
          <Stack gap="xs" mt="xs">
            <Text>{t('learnAndEarn.willComplete')}</Text>
            <Anchor component={Link} to={`/health-actions/${action.id}`} w="fit-content">
              {t('learnAndEarn.backToAction')}
            </Anchor>
          </Stack>
        )}
      </MarkRead>
    </Stack>
  );
}

/**
 * `/health-actions/:healthActionId/learn-and-earn/article/:contentId` (spec 001 section 4, learn
 * and earn: start, then complete): the action's name and reward, "Start reading", the article and
 * "I've read it", which marks it read; the plan's data then completes the action.
 */
export function LearnAndEarnPage(): ReactElement {
  const { healthActionId, contentId } = useParams();
  const init = useHealthActionsInit();
  const action = init?.healthActions.find((candidate) => String(candidate.id) === healthActionId);
  // Spec 001 section 8, not found, health action: an unknown action, or one that does not read this article.
  const readsThisArticle = action?.learnAndEarnKind === 'READ_ARTICLE' && action.articleContentId === contentId;
  if (!init || !action || !contentId || !readsThisArticle) return <HealthActionNotFound />;
  return <LearnAndEarn action={action} contentId={contentId} currency={init.programme.rewardType} />;
}

function LearnAndEarn({ action, contentId, currency }: { action: HealthActionView; contentId: string; currency: Currency }): ReactElement {
  const { t } = useTranslation('learn');
  const name = useActionName()(action.code);
  const amount = useRewardFormat(currency);
  const [reading, setReading] = useState(false);
  usePageTitle(name);
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to="/health-actions" w="fit-content">
        {t('learnAndEarn.backToActions')}
      </Anchor>
      <div>
        <Title order={1}>{name}</Title>
        <Text>{t('learnAndEarn.reward', { amount: amount(action.rewardAmount) })}</Text>
      </div>
      {reading ? (
        <Reading action={action} contentId={contentId} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>{t('learnAndEarn.intro')}</Text>
          <Button onClick={() => setReading(true)}>{t('learnAndEarn.start')}</Button>
        </Stack>
      )}
    </Stack>
  );
}
