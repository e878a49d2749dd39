import type { ClientConfiguration, FeatureFlag } from '@portal/contract';

/** A client as the server holds it: its public configuration plus what only the server uses. */
export interface ClientRecord {
  readonly configuration: ClientConfiguration;
  readonly hostnames: readonly string[];
  readonly timeZone: string;
}

export function hasFeature(client: ClientRecord, feature: FeatureFlag): boolean {
  return client.configuration.features.includes(feature);
}
