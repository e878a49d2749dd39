import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConnectEvent } from 'humanapi-connect-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { DEVICES, INIT, initTracking, openPage } from './test/trackers-fixtures';

/** Human API's Connect client, as the page drives it: the window it opens and the events it sends. */
const connectWindow = vi.hoisted(() => ({
  opened: [] as { token: string; version: string }[],
  listeners: new Map<string, ((event: ConnectEvent) => void)[]>(),
  emit(name: string, event: ConnectEvent) {
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  },
}));

vi.mock('humanapi-connect-client', () => ({
  default: {
    open: (options: { token: string; version: string }) => connectWindow.opened.push(options),
    on: (name: string, listener: (event: ConnectEvent) => void) =>
      connectWindow.listeners.set(name, [...(connectWindow.listeners.get(name) ?? []), listener]),
  },
}));

beforeEach(() => {
  connectWindow.opened.length = 0;
});

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const TOKEN = 'PUT /v1/web/tracking/human-api-token';
const CONNECT = 'POST /v1/web/tracking/devices/HUMAN_API/connect';
const connected = {
  source: 'HUMAN_API',
  state: 'CONNECTED',
  lastSyncAt: '2026-03-02T14:00:00Z',
  received: 0,
  added: 0,
  refused: 0,
  lastError: null,
};

async function humanApiOffered() {
  const server = openPage('/tracking', {
    [INIT]: { body: initTracking() },
    [DEVICES]: { body: { sources: [], providers: ['HUMAN_API'] } },
    [TOKEN]: { body: { publicToken: 'session-4711' } },
    [CONNECT]: { body: { source: connected } },
  });
  const section = await screen.findByRole('region', { name: 'Devices and imports' }, { timeout: 10_000 });
  return { server, section };
}

describe('connecting Human API', () => {
  it("opens Human API's window with the member's session, and connects once the member has connected a source there", async () => {
    const { server, section } = await humanApiOffered();
    await userEvent.click(await within(section).findByRole('button', { name: 'Connect Human API' }));
    expect(within(section).getByText(/opens Human API's window/)).toBeVisible();
    await vi.waitFor(() => expect(connectWindow.opened).toEqual([{ token: 'session-4711', version: 'V2', enableFocusTrap: true }]));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).not.toContain(CONNECT);
    connectWindow.emit('close', { currentConnections: [{ name: 'Fitbit', id: 'f1' }] });
    await vi.waitFor(() => expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(CONNECT));
  });

  it('connects nothing, and says so, when the member closes the window without connecting a source', async () => {
    const { server, section } = await humanApiOffered();
    await userEvent.click(await within(section).findByRole('button', { name: 'Connect Human API' }));
    await vi.waitFor(() => expect(connectWindow.opened).toHaveLength(1));
    connectWindow.emit('close', { currentConnections: [] });
    expect(await within(section).findByRole('status')).toHaveTextContent('Nothing was connected in the Human API window.');
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).not.toContain(CONNECT);
  });
});
