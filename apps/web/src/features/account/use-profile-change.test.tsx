import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { flashStore } from '../../lib/flash';
import { memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { addressOf, CurrentPath, failure, stubServer, type StubAnswer } from './test/account-harness';
import { useProfileChange } from './use-profile-change';

const SAVE = 'PUT /v1/web/member/update/address';
const ACTIVITY = 'POST /v4/web/member/post-member-activity';
const MEMBER_INFO = 'GET /v3/web/member/member-info';

/** A profile editor reduced to its save: the member's name on screen, and a button. */
function ProfileEditor({ save }: { save: () => Promise<unknown> }): ReactElement {
  const member = useMemberInfo();
  const change = useProfileChange(save);
  return (
    <>
      <p>{member.firstName}</p>
      <button type="button" onClick={() => change.mutate(undefined)}>
        Save
      </button>
      <CurrentPath />
    </>
  );
}

/** The server, with the activity post held until the test lets it answer. */
function serverHoldingTheActivityPost(activityAnswer: StubAnswer): {
  calls: { method: string; path: string }[];
  answerActivity: () => void;
} {
  const server = stubServer({
    [SAVE]: { body: { saved: true } },
    [ACTIVITY]: activityAnswer,
    [MEMBER_INFO]: { body: memberInfo({ firstName: 'Mariela' }) },
  });
  let answerActivity = (): void => undefined;
  const held = new Promise<void>((resolve) => (answerActivity = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if (addressOf(input).endsWith('/post-member-activity')) await held;
      return server.fetch(input, init);
    }),
  );
  return { calls: server.calls, answerActivity };
}

const saveAddress = (): Promise<unknown> =>
  fetch('/api/v1/web/member/update/address', { method: 'PUT', body: JSON.stringify({}) }).then((response) => response.json());

afterEach(() => {
  vi.unstubAllGlobals();
  flashStore.set([]);
});

describe('a saved profile change', () => {
  it('reloads member info and says Saved without waiting for the activity post', async () => {
    const server = serverHoldingTheActivityPost({ body: { saved: true } });
    renderInPortal(<ProfileEditor save={saveAddress} />, { member: memberInfo(), path: '/account/edit-address' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The activity post has not answered: the page has moved on regardless.
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/account$/));
    expect(flashStore.get()).toEqual([expect.objectContaining({ kind: 'success', text: 'Saved' })]);
    expect(screen.getByText('Mariela')).toBeInTheDocument();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([SAVE, MEMBER_INFO]);
    act(() => server.answerActivity());
    await waitFor(() => expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(ACTIVITY));
  });

  it('posts the activity after the save, never before it', async () => {
    const server = serverHoldingTheActivityPost({ body: { saved: true } });
    server.answerActivity();
    renderInPortal(<ProfileEditor save={saveAddress} />, { member: memberInfo(), path: '/account/edit-address' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(ACTIVITY));
    const order = server.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf(SAVE)).toBeLessThan(order.indexOf(ACTIVITY));
  });

  it('still says Saved when the activity post fails', async () => {
    const server = serverHoldingTheActivityPost(failure(500, 'INTERNAL'));
    server.answerActivity();
    renderInPortal(<ProfileEditor save={saveAddress} />, { member: memberInfo(), path: '/account/edit-address' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/account$/));
    expect(flashStore.get()).toEqual([expect.objectContaining({ kind: 'success', text: 'Saved' })]);
  });

  it('says nothing is saved, and posts no activity, when the save fails', async () => {
    const server = serverHoldingTheActivityPost({ body: { saved: true } });
    server.answerActivity();
    const failingSave = (): Promise<unknown> => Promise.reject(new Error('refused'));
    renderInPortal(<ProfileEditor save={failingSave} />, { member: memberInfo(), path: '/account/edit-address' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account/edit-address');
    expect(flashStore.get()).toEqual([]);
    expect(server.calls).toEqual([]);
  });
});
