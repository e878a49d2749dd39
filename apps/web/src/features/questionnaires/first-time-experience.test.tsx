import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionnaireSummary } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { addressOf, CurrentPath, stubServer } from '../account/test/account-harness';
import { FirstTimeExperienceLaunch } from './fte-launch';
import { openPage } from './test/harness';
import { questionnaire } from './test/questionnaire-fixtures';

const fte = (status: QuestionnaireSummary['status']): QuestionnaireSummary => {
  const { id, myId, type, title, length, launchMode, priority, lastCompleted, healthActionId } = questionnaire({ type: 'FTE' });
  return { id, myId, type, status, title, length, launchMode, priority, lastCompleted, healthActionId };
};

function signIn(status: QuestionnaireSummary['status'], features: string[] = ['HOME', 'FTE']) {
  const server = stubServer({ 'GET /v1/web/questionnaire': { body: { questionnaires: [fte(status)] } } });
  renderInPortal(
    <>
      <FirstTimeExperienceLaunch />
      <CurrentPath />
    </>,
    { member: memberInfo(), path: '/', configuration: clientConfiguration({ features: features as ['FTE'] }) },
  );
  return server;
}

afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe("the first-time experience's start-up launch", () => {
  it('takes a member whose FTE is not started to it after sign-in, once a session', async () => {
    signIn('NOT_STARTED');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/questionnaire/FTE'));
    // The same session, the page opened again: the offer is not made twice.
    cleanup();
    const server = signIn('NOT_STARTED');
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(server.calls).toEqual([]);
  });

  it('takes a member back to a started one too, but not to a completed one, nor without FTE', async () => {
    signIn('STARTED');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/questionnaire/FTE'));
    // Signed out and in again: a new session.
    cleanup();
    sessionStore.set(null);
    const done = signIn('COMPLETED');
    await waitFor(() => expect(done.calls).toHaveLength(1));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    cleanup();
    sessionStore.set(null);
    const off = signIn('NOT_STARTED', ['HOME']);
    expect(off.calls).toEqual([]);
  });

  it('opens on its start screen, which the member can skip', async () => {
    stubServer({ 'GET /v1/web/questionnaire/FTE': { body: questionnaire({ type: 'FTE', title: 'Welcome to your programme' }) } });
    openPage('/questionnaire/FTE');
    expect(await screen.findByRole('heading', { name: 'Before you begin' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('keeps Start disabled while a call is under way (spec 001: start is rejected while loading)', async () => {
    const server = stubServer({ 'GET /v1/web/questionnaire/FTE': { body: questionnaire({ type: 'FTE', myId: 12 }) } });
    const fetchMock = server.fetch.getMockImplementation()!;
    // The refusal never answers in this test: the page stays loading.
    server.fetch.mockImplementation((input, init) =>
      addressOf(input).endsWith('/refuse') ? new Promise(() => undefined) : fetchMock(input, init),
    );
    openPage('/questionnaire/FTE');
    const start = await screen.findByRole('button', { name: 'Start' });
    expect(start).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: "I don't want to take it" }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "Yes, I don't want to take it" }));
    await waitFor(() => expect(start).toBeDisabled());
  });
});
