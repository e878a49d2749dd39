import type { DeviceProvider, DeviceRefusal } from '@portal/contract';
import { demoDeviceWeek, todayIn, type DeviceReading } from '@portal/domain';
import type { MemberKey } from '../../db/member-owned';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';

/**
 * What a provider's sync brought: its readings and the ones it could not count, or word that the
 * member's connection is no longer valid.
 */
export type ProviderSync =
  { readonly readings: readonly DeviceReading[]; readonly refusals?: readonly DeviceRefusal[] } | { readonly expired: true };

/** The provider has no connection of the member's to take up: they connect in the provider's own window first. */
export class ProviderNotConnectedError extends Error {
  override name = 'ProviderNotConnectedError';
  constructor(readonly provider: DeviceProvider) {
    super(`${provider} has no connection of the member's`);
  }
}

/** One device provider behind the portal: each one connects a member and fetches their readings. */
export interface DeviceProviderAdapter {
  readonly name: DeviceProvider;
  connect(client: ClientRecord, member: MemberKey): Promise<void>;
  sync(client: ClientRecord, member: MemberKey): Promise<ProviderSync>;
}

/** The demo device: no vendor, no account; every sync brings the week ending on the plan's today. */
export function demoDeviceProvider(clock: Clock): DeviceProviderAdapter {
  return {
    name: 'DEMO_DEVICE',
    connect: async () => undefined,
    sync: async (client, member) => ({
      readings: demoDeviceWeek(todayIn(clock.now(), client.timeZone), `${member.clientId}:${member.memberId}`),
    }),
  };
}
