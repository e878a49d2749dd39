import type { ClientRecord } from '../src/lib/client-record';
import type { SsoSettings } from '../src/modules/sso/sso-settings';
import type { TestApp } from './test-app';

/** Gives a demo client single sign-on as an operator would (`portal sso configure`); the client as it then reads. */
export async function configureSso(harness: TestApp, abbreviation: string, settings: SsoSettings): Promise<ClientRecord> {
  const client = await harness.services.clients.findClient(abbreviation);
  if (!client) throw new Error(`no client ${abbreviation}`);
  await harness.services.ssoSettings.configure(client, settings);
  const configured = await harness.services.clients.findClient(abbreviation);
  if (!configured?.configuration.singleSignOn) throw new Error(`${abbreviation} does not offer single sign-on`);
  return configured;
}
