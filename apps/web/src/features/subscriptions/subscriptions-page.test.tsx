import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { visitorContext } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { SubscriptionsPage } from './subscriptions-page';

const LINK = '/subscriptions?m=41&e=maria%40example.org&t=Ab_9-x&utm_source=INBOX_MESSAGE&utm_campaign=7';

const fetchMock = vi.fn<typeof fetch>();
const addressOf = (input: Parameters<typeof fetch>[0]): string => (input instanceof Request ? input.url : input.toString());

const listed = (statuses: Record<string, string> = {}) => ({
  subscriptions: ['PROGRAMME_NEWS', 'ACTION_REMINDERS', 'SURVEYS', 'INBOX_NOTIFICATIONS'].map((category, index) => ({
    category,
    status: statuses[category] ?? 'SUBSCRIBED',
    display_order: index + 1,
    label: category,
  })),
});

const invalid = () => Response.json({ error: { code: 'NOT_FOUND', message: 'This link is not valid' } }, { status: 404 });

const posted = (part: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && addressOf(input).includes(part))
    .map(([input, init]) => ({ url: addressOf(input), body: JSON.parse(init?.body as string) as unknown }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ context: () => visitorContext(), onUnauthorized: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the e-mail preferences page', () => {
  it('lists each category with its status, and only reads when opened', async () => {
    fetchMock.mockResolvedValue(Response.json(listed({ SURVEYS: 'UNSUBSCRIBED' })));
    renderInPortal(<SubscriptionsPage />, { path: LINK });
    expect(await screen.findByRole('switch', { name: 'Surveys' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Programme news' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'E-mails you receive' })).toBeInTheDocument();
    expect(screen.getByText('maria@example.org')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(addressOf(fetchMock.mock.calls[0]![0])).toBe(
      '/api/v1/web/messages/subscriptions?memberId=41&email=maria%40example.org&token=Ab_9-x',
    );
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('saves a switched category with the outreach of the link, and says so', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      Response.json(init?.method === 'POST' ? listed({ INBOX_NOTIFICATIONS: 'UNSUBSCRIBED' }) : listed()),
    );
    renderInPortal(<SubscriptionsPage />, { path: LINK });
    await userEvent.click(await screen.findByRole('switch', { name: 'New inbox messages' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. You are unsubscribed from: New inbox messages.');
    expect(screen.getByRole('switch', { name: 'New inbox messages' })).not.toBeChecked();
    expect(posted('/unsubscribe/')).toEqual([
      {
        url: '/api/v1/web/member/communication-preferences/memberId/41/unsubscribe/token/Ab_9-x',
        body: {
          communication_preferences: [{ category: 'INBOX_NOTIFICATIONS', status: 'UNSUBSCRIBED' }],
          track_unsubscribe: { outreach_type: 'INBOX_MESSAGE', outreach_id: '7' },
        },
      },
    ]);
  });

  it('unsubscribes from every category at once', async () => {
    const all = {
      PROGRAMME_NEWS: 'UNSUBSCRIBED',
      ACTION_REMINDERS: 'UNSUBSCRIBED',
      SURVEYS: 'UNSUBSCRIBED',
      INBOX_NOTIFICATIONS: 'UNSUBSCRIBED',
    };
    fetchMock.mockImplementation(async (_input, init) => Response.json(init?.method === 'POST' ? listed(all) : listed()));
    renderInPortal(<SubscriptionsPage />, { path: LINK });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from all of these e-mails' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. You are unsubscribed from all of these e-mails.');
    expect(screen.getByRole('button', { name: 'Unsubscribe from all of these e-mails' })).toBeDisabled();
    expect((posted('/unsubscribe/')[0]!.body as { communication_preferences: unknown[] }).communication_preferences).toHaveLength(4);
  });

  it('sends a comment, and asks for one before sending nothing', async () => {
    fetchMock.mockImplementation(async (_input, init) => Response.json(init?.method === 'POST' ? { saved: true } : listed()));
    renderInPortal(<SubscriptionsPage />, { path: LINK });
    const send = await screen.findByRole('button', { name: 'Send comment' });
    await userEvent.click(send);
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(posted('/comments')).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Your comment/ }), '  Fewer reminders, please. ');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your comment was sent.');
    expect(posted('/comments')).toEqual([
      { url: '/api/v1/web/messages/subscriptions/memberId/41/token/Ab_9-x/comments', body: { comment: 'Fewer reminders, please.' } },
    ]);
    expect(screen.getByRole('textbox', { name: /Your comment/ })).toHaveValue('');
  });

  it('shows the invalid-link state, with the plan support contacts, when the server refuses the link', async () => {
    fetchMock.mockImplementation(async () => invalid());
    renderInPortal(<SubscriptionsPage />, { path: LINK });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is not valid');
    expect(screen.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:18005550134');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the invalid-link state without asking the server when the link lacks a part', () => {
    renderInPortal(<SubscriptionsPage />, { path: '/subscriptions?m=41&e=maria%40example.org' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns to the invalid-link state when the link stops working while the page is open', async () => {
    let calls = 0;
    fetchMock.mockImplementation(async () => (calls++ === 0 ? Response.json(listed()) : invalid()));
    renderInPortal(<SubscriptionsPage />, { path: LINK });
    await userEvent.click(await screen.findByRole('switch', { name: 'Surveys' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid'));
  });
});
