import { PROVIDER_COLUMNS, providerRowSchema, type ProviderRecord } from '@portal/domain';
import { importFeedFile, type FeedSummary } from '../../feeds/feed-import';
import type { FeedKind } from '../../feeds/feed-kind';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { SchedulingRepository } from './scheduling.repository';

/**
 * The plan's provider directory as a plan-data feed: one line per doctor, keyed by NPI. A line
 * adds a doctor or updates the one of its NPI in place (keeping the schedule key members' requests
 * name); a line that finds the doctor as it says changes nothing. Doctors a file leaves out stay:
 * a directory file may be partial, and "not accepting new patients" is how a plan takes one off
 * the search (decision 0053).
 */
export function createProviderFeed(repository: SchedulingRepository, clock: Clock): FeedKind<ProviderRecord> {
  return {
    name: 'providers',
    description: 'providers: the plan’s directory of primary-care doctors, one line per NPI',
    columns: PROVIDER_COLUMNS,
    async open(client) {
      const clientId = client.configuration.id;
      return {
        schema: providerRowSchema(),
        rowKey: (row) => row.npi,
        rowKeyDescription: 'the same npi',
        async saveBatch(rows) {
          const { added, updated } = await repository.saveProviders(clientId, rows, clock.now());
          return { added, unchanged: rows.length - added - updated };
        },
        async finish() {},
      };
    },
  };
}

/** Loads a whole directory file through the feed framework, as `feeds import providers` does (the demo seed). */
export function createProviderDirectory(feed: FeedKind<ProviderRecord>) {
  return {
    async importFile(client: ClientRecord, filePath: string): Promise<FeedSummary> {
      return importFeedFile(feed, client, filePath);
    },
  };
}

export type ProviderDirectory = ReturnType<typeof createProviderDirectory>;
