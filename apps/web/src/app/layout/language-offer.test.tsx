import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { writeStored } from '../../lib/browser-storage';
import { flashStore } from '../../lib/flash';
import { languageChoicesStore } from '../../lib/language-store';
import { memberInfo, visitorContext } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { LanguageOffer } from './language-offer';

const fetchMock = vi.fn<typeof fetch>();
/** The API client calls fetch with the address as a string. */
const addressOf = (input: Parameters<typeof fetch>[0]): string => (input instanceof Request ? input.url : input.toString());
const OFFER = /You are seeing the portal in Español, which you chose before signing in\. The language saved on your account is English\./;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ preferred_language_cd: 'ES' }));
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ context: () => visitorContext(), onUnauthorized: () => undefined });
  languageChoicesStore.set({ preLogin: 'ES', forced: 'ES' });
  writeStored('session', 'language-offer-declined', null);
  flashStore.set([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  languageChoicesStore.set({ preLogin: null, forced: null });
});

describe('LanguageOffer (decision 0028)', () => {
  it('offers to save the language picked before signing in, and saving ends the visit’s own choice', async () => {
    renderInPortal(<LanguageOffer />, { member: memberInfo({ preferredLanguageCd: 'EN' }) });
    expect(screen.getByText(OFFER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Español as my language' }));
    await waitFor(() => expect(screen.queryByText(OFFER)).not.toBeInTheDocument());
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(addressOf(input)).toContain('/v1/web/member/preferred-language');
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ language_cd: 'ES' }) });
    expect(languageChoicesStore.get().forced).toBeNull();
    expect(flashStore.get()).toEqual([expect.objectContaining({ kind: 'success', text: 'Español is now your saved language.' })]);
  });

  it('keeps the picked language for the visit on "Not now", and does not ask again in this tab', async () => {
    const { unmount } = renderInPortal(<LanguageOffer />, { member: memberInfo({ preferredLanguageCd: 'EN' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(languageChoicesStore.get().forced).toBe('ES');
    unmount();
    renderInPortal(<LanguageOffer />, { member: memberInfo({ preferredLanguageCd: 'EN' }) });
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks nothing when the pick is the saved language, when there is no pick, or with no saved language to replace', () => {
    const { unmount } = renderInPortal(<LanguageOffer />, { member: memberInfo({ preferredLanguageCd: 'ES' }) });
    expect(screen.queryByRole('button', { name: /as my language/ })).not.toBeInTheDocument();
    unmount();
    renderInPortal(<LanguageOffer />, { member: memberInfo({ preferredLanguageCd: null }) }).unmount();
    expect(screen.queryByRole('button', { name: /as my language/ })).not.toBeInTheDocument();
    languageChoicesStore.set({ preLogin: null, forced: null });
    renderInPortal(<LanguageOffer />, { member: memberInfo({ preferredLanguageCd: 'EN' }) });
    expect(screen.queryByRole('button', { name: /as my language/ })).not.toBeInTheDocument();
  });
});
