import { humanApiTokenCall } from '@portal/contract/tracking';
import type { ConnectEvent } from 'humanapi-connect-client';
import { callApi } from '../../../lib/api-client';

/** The window open now: the client keeps its listeners for good, so they are added once and answer this. */
let whenClosed: ((connected: boolean) => void) | undefined;
let listening = false;

const hasConnections = (event: ConnectEvent | undefined) => (event?.currentConnections?.length ?? 0) > 0;

/**
 * Opens Human API's Connect window with a session the server asked for (decision 0049), where the
 * member chooses the devices and apps whose readings come to the portal. Answers, once the window
 * is closed, whether the member has any source connected. The client (and its polyfills) is
 * loaded only here.
 */
export async function openHumanConnect(): Promise<boolean> {
  const { publicToken } = await callApi(humanApiTokenCall, {});
  const { default: humanConnect } = await import('humanapi-connect-client');
  if (!listening) {
    listening = true;
    humanConnect.on('close', (event) => whenClosed?.(hasConnections(event)));
    humanConnect.on('error', () => whenClosed?.(false));
  }
  return new Promise<boolean>((resolve) => {
    whenClosed = (connected) => {
      whenClosed = undefined;
      resolve(connected);
    };
    humanConnect.open({ token: publicToken, version: 'V2', enableFocusTrap: true });
  });
}
