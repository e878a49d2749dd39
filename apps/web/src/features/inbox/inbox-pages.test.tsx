import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesKeys } from '../../lib/api/messages-keys';
import { READ_ONLY_REASON_ID } from '../../lib/read-only-view';
import { sessionStore } from '../../lib/session-store';
import { failure } from '../account/test/account-harness';
import { LIST, message, openPage, patchOf } from './test/inbox-fixtures';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const unread = message(1, { status: 'UNREAD', subject: 'Flu shots are covered' });
const read = message(2, { subject: 'Your account is ready' });
const archived = message(3, { status: 'DELETE', subject: 'Last year’s summary' });
const all = { body: { messages: [unread, read, archived] } };

describe('the inbox', () => {
  it('lists the messages not archived, saying which are unread in words and to screen readers', async () => {
    openPage('/inbox', { [LIST]: all });
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Flu shots are covered', 'Your account is ready']);
    expect(links[0]).toHaveAccessibleName('Unread: Flu shots are covered');
    expect(links[0]).toHaveAttribute('href', '/inbox/1');
    expect(screen.getByText('Unread')).toBeVisible();
    expect(screen.getByText('You have 1 unread message.')).toBeVisible();
    expect(screen.queryByText('Last year’s summary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Archived messages' })).toHaveAttribute('href', '/inbox/archive');
  });

  it('says when the inbox is empty', async () => {
    openPage('/inbox', { [LIST]: { body: { messages: [archived] } } });
    expect(await screen.findByText('Your inbox is empty.')).toBeVisible();
    expect(screen.getByText('You have no unread messages.')).toBeVisible();
  });

  it('offers a retry when the messages cannot be loaded', async () => {
    openPage('/inbox', { [LIST]: failure(500, 'INTERNAL_ERROR') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your messages could not be loaded' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('a message', () => {
  it('shows an unread message and marks it read once, updating the list the header reads', async () => {
    let status = 'UNREAD';
    const server = openPage('/inbox/1', {
      [LIST]: () => ({ body: { messages: [{ ...unread, status }, read] } }),
      [patchOf(1)]: () => {
        status = 'READ';
        return { body: { message: { ...unread, status } } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flu shots are covered' })).toBeVisible();
    expect(screen.getByText(/Body of message 1/)).toBeVisible();
    await vi.waitFor(() => expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(server.calls.find((call) => call.method === 'PATCH')!.body).toEqual({ status: 'READ' });
    await vi.waitFor(() => {
      const cached = server.queryClient.getQueryData<{ messages: { id: number; status: string }[] }>(messagesKeys.of(42));
      expect(cached?.messages.find((shown) => shown.id === 1)?.status).toBe('READ');
    });
    expect(screen.getByRole('link', { name: 'Back to inbox' })).toHaveAttribute('href', '/inbox');
  });

  it('does not mark a read message again', async () => {
    const server = openPage('/inbox/2', { [LIST]: all });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
    expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('archives and unarchives with one button that keeps the focus', async () => {
    let status = 'READ';
    const server = openPage('/inbox/2', {
      [LIST]: () => ({ body: { messages: [{ ...read, status }] } }),
      [patchOf(2)]: (body) => {
        status = (body as { status: string }).status;
        return { body: { message: { ...read, status } } };
      },
    });
    const archive = await screen.findByRole('button', { name: 'Archive' });
    await userEvent.click(archive);
    expect(await screen.findByText('This message is in your archive.')).toBeVisible();
    const unarchive = screen.getByRole('button', { name: 'Move to inbox' });
    expect(unarchive).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back to archived messages' })).toHaveAttribute('href', '/inbox/archive');
    await userEvent.click(unarchive);
    expect(await screen.findByRole('button', { name: 'Archive' })).toHaveFocus();
    expect(server.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { status: 'DELETE' },
      { status: 'READ' },
    ]);
  });

  it('says "Message not found" for an id that is not one of the member\'s, and for one that is no id', async () => {
    openPage('/inbox/999', { [LIST]: all });
    expect(await screen.findByRole('heading', { level: 1, name: 'Message not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to inbox' })).toHaveAttribute('href', '/inbox');
    cleanup();
    openPage('/inbox/1abc', { [LIST]: all });
    expect(await screen.findByRole('heading', { level: 1, name: 'Message not found' })).toBeVisible();
  });

  it("neither marks nor archives in staff's read-only view, and says why", async () => {
    const server = openPage('/inbox/1', { [LIST]: all });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flu shots are covered' })).toBeVisible();
    const archive = screen.getByRole('button', { name: 'Archive' });
    expect(archive).toBeDisabled();
    expect(archive.getAttribute('aria-describedby')?.split(' ')).toContain(READ_ONLY_REASON_ID);
    expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('shows the error in words when the server refuses a change', async () => {
    openPage('/inbox/2', { [LIST]: all, [patchOf(2)]: failure(409, 'MESSAGE_STATUS_CHANGE_REFUSED') });
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This message cannot be changed that way.');
  });
});

describe('the archive', () => {
  it('lists the archived messages; moving one back says so and puts the focus on the heading', async () => {
    let messages = [unread, read, archived];
    const server = openPage('/inbox/archive', {
      [LIST]: () => ({ body: { messages } }),
      [patchOf(3)]: () => {
        messages = [unread, read, { ...archived, status: 'READ' }];
        return { body: { message: { ...archived, status: 'READ' } } };
      },
    });
    const list = await screen.findByRole('list', { name: 'Archived messages' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Last year’s summary']);
    await userEvent.click(within(list).getByRole('button', { name: 'Move to inbox: Last year’s summary' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Moved back to your inbox: Last year’s summary');
    expect(screen.getByRole('heading', { level: 1, name: 'Archived messages' })).toHaveFocus();
    expect(await screen.findByText('You have no archived messages.')).toBeVisible();
    expect(server.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ status: 'READ' }]);
  });
});
