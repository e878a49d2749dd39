import type { Agreement, MemberInfo } from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo, visitorContext } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { AgreementsPrompt } from './agreements-prompt';
import { CurrentPath } from '../account/test/account-harness';
import { offersAutoRewardsStep } from './components/welcome-modal';
import { welcomeVariant } from './pending-agreements';

const PRIVACY: Agreement = {
  id: 1,
  type: 'PRIVACY_POLICY',
  recurrenceType: 'ANNUAL_CALENDAR',
  windowStart: null,
  windowEnd: null,
  document: 'privacy-policy',
};
const TERMS: Agreement = {
  id: 2,
  type: 'TERMS_OF_USE',
  recurrenceType: 'ONCE',
  windowStart: null,
  windowEnd: null,
  document: 'terms-of-use',
};
const WELCOME: Agreement = { id: 3, type: 'PHA_WELCOME', recurrenceType: 'ONCE', windowStart: null, windowEnd: null, document: null };

const fetchMock = vi.fn<typeof fetch>();
/** The API client calls fetch with the address as a string. */
const addressOf = (input: Parameters<typeof fetch>[0]): string => (input instanceof Request ? input.url : input.toString());

/** By default the member accepted the privacy policy last year: what is due now was updated since. */
function memberWithPending(
  pendingAgreementIds: number[],
  memberAgreements = [{ agreementId: 1, agreementTimestamp: '2025-11-20T10:00:00Z' }],
): MemberInfo {
  return memberInfo({ agreements: [PRIVACY, TERMS, WELCOME], pendingAgreementIds, memberAgreements });
}

/** Accepts every agreement call; member-info then answers with nothing pending. */
function answerCalls(): void {
  fetchMock.mockImplementation(async (input) => {
    const url = addressOf(input);
    if (url.includes('/agreements/')) return Response.json({ agreement_id: 1, agreement_timestamp: '2026-11-22T10:00:00Z' });
    return Response.json(memberWithPending([]));
  });
}

const acceptedIds = () =>
  fetchMock.mock.calls.map(([input]) => /\/agreements\/(\d+)$/.exec(addressOf(input))?.[1]).filter((id) => id !== undefined);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ context: () => visitorContext(), onUnauthorized: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AgreementsPrompt', () => {
  it('asks for the pending privacy and terms agreements first, with their documents, and accepts each once', async () => {
    answerCalls();
    renderInPortal(<AgreementsPrompt />, { member: memberWithPending([1, 2, 3]) });
    // The first test loads the modal's lazy chunk, which takes a while on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'We have updated our agreements' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Privacy policy');
    expect(screen.getByRole('link', { name: /Terms of use/ })).toHaveAttribute('href', '/public/privacy-document/terms-of-use');
    expect(screen.queryByText(/Welcome to/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(acceptedIds().sort()).toEqual(['1', '2']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks a member who never accepted an agreement to review them, not that they were updated', async () => {
    answerCalls();
    renderInPortal(<AgreementsPrompt />, { member: memberWithPending([1, 2, 3], []) });
    expect(await screen.findByRole('dialog', { name: 'Please review our agreements' })).toHaveTextContent('Terms of use');
    expect(screen.queryByText('We have updated our agreements')).not.toBeInTheDocument();
  });

  it('cannot be dismissed without accepting', async () => {
    answerCalls();
    renderInPortal(<AgreementsPrompt />, { member: memberWithPending([2]) });
    await screen.findByRole('dialog', { name: 'We have updated our agreements' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'We have updated our agreements' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('welcomes a member once the policies are accepted, and records the welcome when it closes', async () => {
    answerCalls();
    renderInPortal(<AgreementsPrompt />, { member: memberWithPending([3]) });
    const dialog = await screen.findByRole('dialog', { name: /Welcome to .*, Maria!/ });
    expect(dialog).toHaveTextContent('Complete health actions to earn rewards in dollars.');
    await userEvent.click(screen.getByRole('button', { name: 'Close the welcome' }));
    await waitFor(() => expect(acceptedIds()).toEqual(['3']));
  });

  it('offers automatic rewards as a step of the first welcome under AUTO_REWARDS_REGISTRATION, and only there', async () => {
    answerCalls();
    const features = ['REWARDS', 'AUTO_REWARDS', 'AUTO_REWARDS_REGISTRATION'] as const;
    renderInPortal(
      <>
        <AgreementsPrompt />
        <CurrentPath />
      </>,
      { member: memberWithPending([3]), configuration: clientConfiguration({ features: [...features] }) },
    );
    await screen.findByRole('dialog', { name: /Welcome to .*, Maria!/ });
    await userEvent.click(screen.getByRole('button', { name: 'Set up automatic rewards' }));
    await waitFor(() => expect(acceptedIds()).toEqual(['3']));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/rewards/auto/splash'));
    expect(offersAutoRewardsStep(clientConfiguration({ features: ['REWARDS', 'AUTO_REWARDS'] }))).toBe(false);
    expect(offersAutoRewardsStep(clientConfiguration({ features: [...features, 'REWARDS_EXTERNAL_REDEMPTION'] }))).toBe(false);
    expect(offersAutoRewardsStep(clientConfiguration({ features: ['REWARDS', 'AUTO_REWARDS_REGISTRATION'] }))).toBe(false);
  });

  it('asks nothing when nothing is pending', () => {
    renderInPortal(<AgreementsPrompt />, { member: memberWithPending([]) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing while staff view the member: they cannot accept for them', async () => {
    renderInPortal(<AgreementsPrompt />, { member: memberWithPending([1, 2, 3]) });
    await screen.findByRole('dialog', { name: 'We have updated our agreements' });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view', clientAbbreviation: 'HARBOR' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('welcomeVariant', () => {
  it('follows the plan: no rewards, dollars or points', () => {
    expect(welcomeVariant(clientConfiguration({ features: ['HOME'] }))).toBe('nonReward');
    expect(welcomeVariant(clientConfiguration({ features: ['REWARDS'], currency: 'DOLLARS' }))).toBe('dollars');
    expect(welcomeVariant(clientConfiguration({ features: ['REWARDS'], currency: 'POINTS' }))).toBe('points');
  });
});
