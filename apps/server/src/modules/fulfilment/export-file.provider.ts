import fs from 'node:fs/promises';
import path from 'node:path';
import type { FulfilmentProvider } from './fulfilment-order';
import { ordersCsv } from './orders-csv';

/**
 * The export file as a hand-off: the orders go into a new CSV file only its owner may read (it
 * holds names and addresses), the file's name being the batch. An existing file is never
 * overwritten. `discard` removes the file this provider wrote, for a hand-off that did not commit.
 */
export function createExportFileProvider(filePath: string): FulfilmentProvider & { discard(): Promise<void> } {
  let written = false;
  return {
    async send(orders) {
      await fs.writeFile(filePath, ordersCsv(orders), { mode: 0o600, flag: 'wx' });
      written = true;
      return path.basename(filePath);
    },
    async discard() {
      if (written) await fs.rm(filePath, { force: true });
    },
  };
}
