import path from 'node:path';
import type { ClientRecord } from '../../lib/client-record';
import { OperatorError, UsageError } from '../../lib/operator-error';
import type { AreaCommand } from '../area-module';
import type { Fulfilment } from './fulfilment.service';

type FulfilmentCommand = AreaCommand<{
  fulfilment: Fulfilment;
  clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> };
}>;

/** The default file name: the client and the moment, so each export is a new file and its own batch. */
export function defaultExportFile(abbreviation: string, now: Date): string {
  return `fulfilment-${abbreviation}-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.csv`;
}

const exportOrders: FulfilmentCommand = {
  usage: [
    'fulfilment export --client <ABBR> [--out <file.csv>]',
    '                                              write every PLACED order of the client to a new CSV',
    '                                              file for the fulfilment house (readable by its owner',
    '                                              only) and mark them SENT_TO_FULFILMENT',
  ].join('\n'),
  run: async ({ fulfilment, clients, clock }, _args, options) => {
    if (!options.client) throw new UsageError('fulfilment export needs --client <ABBR>');
    const client = await clients.findClient(options.client.toUpperCase());
    if (!client) throw new UsageError(`There is no client ${options.client}`);
    const file = path.resolve(options.out ?? defaultExportFile(client.configuration.abbreviation, clock.now()));
    try {
      const result = await fulfilment.exportFile(client, file);
      if (result.orders === 0) process.stdout.write(`No order of ${client.configuration.abbreviation} is waiting; no file written.\n`);
      else
        process.stdout.write(`${result.orders} order${result.orders === 1 ? '' : 's'} written to ${file} and marked SENT_TO_FULFILMENT.\n`);
      return 0;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new OperatorError(`${file} exists already; name a new file with --out`);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new OperatorError(`The folder of ${file} does not exist`);
      throw error;
    }
  },
};

export const fulfilmentCommands = { 'fulfilment export': exportOrders };
