import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { healthActionView, healthActionsInit, memberActionData, readArticleAction } from '../../test/health-action-fixtures';
import { article, articleCall, markRead, openPage } from './test/learn-fixtures';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const HEALTH_ACTIONS = 'GET /v3/web/health-actions/init';
const init = healthActionsInit({
  healthActions: [healthActionView(), readArticleAction({ rewardAmount: 500 })],
});

describe('the learn-and-earn page', () => {
  it("shows the action and its reward, the article on 'Start reading', and marks it read on 'I've read it'", async () => {
    const server = openPage('/health-actions/107/learn-and-earn/article/seven-hours-of-sleep', {
      [HEALTH_ACTIONS]: { body: init },
      [articleCall('seven-hours-of-sleep')]: { body: { article: article('seven-hours-of-sleep') } },
      [markRead('seven-hours-of-sleep')]: {
        body: { article: { contentId: 'seven-hours-of-sleep', completionDate: '2026-03-05', category: 'SLEEP', typeLabel: 'ARTICLE' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Read: sleep well' })).toBeVisible();
    expect(screen.getByText(/^Reward: /)).toHaveTextContent('Reward: $5');
    expect(server.calls.some((call) => call.path.startsWith('/v1/web/learn'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Title of seven-hours-of-sleep' });
    expect(title).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: "I've read it" }));
    expect(await screen.findByText('Read on 03/05/2026')).toBeVisible();
    expect(screen.getByText(/Your health action will be completed once your reading is checked/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the health action' })).toHaveAttribute('href', '/health-actions/107');
    expect(server.calls.filter((call) => call.path === '/v1/web/learn/articles/mark-as-read/seven-hours-of-sleep')).toHaveLength(1);
  });

  it("offers 'I've read it' again for an article read in an earlier year while the action is to do, and not once it is done", async () => {
    const readLastYear = {
      [articleCall('seven-hours-of-sleep')]: { body: { article: article('seven-hours-of-sleep', { completionDate: '2025-05-01' }) } },
    };
    openPage('/health-actions/107/learn-and-earn/article/seven-hours-of-sleep', { [HEALTH_ACTIONS]: { body: init }, ...readLastYear });
    await userEvent.click(await screen.findByRole('button', { name: 'Start reading' }));
    expect(await screen.findByRole('button', { name: "I've read it" })).toBeVisible();
    expect(screen.queryByText('Read on 05/01/2025')).toBeNull();
    cleanup();
    const done = healthActionsInit({
      healthActions: [
        readArticleAction({ memberData: { '42': memberActionData({ state: 'COMPLETED' }) }, toDoMembers: [], completedMembers: [42] }),
      ],
    });
    openPage('/health-actions/107/learn-and-earn/article/seven-hours-of-sleep', { [HEALTH_ACTIONS]: { body: done }, ...readLastYear });
    await userEvent.click(await screen.findByRole('button', { name: 'Start reading' }));
    expect(await screen.findByText('Read on 05/01/2025')).toBeVisible();
    expect(screen.queryByRole('button', { name: "I've read it" })).toBeNull();
  });

  it('says "Health action not found" for an unknown action, or one that does not read this article', async () => {
    openPage('/health-actions/999/learn-and-earn/article/seven-hours-of-sleep', { [HEALTH_ACTIONS]: { body: init } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Health action not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All health actions' })).toHaveAttribute('href', '/health-actions');
    cleanup();
    openPage('/health-actions/107/learn-and-earn/article/managing-stress', { [HEALTH_ACTIONS]: { body: init } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Health action not found' })).toBeVisible();
  });
});
