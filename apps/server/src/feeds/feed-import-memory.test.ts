import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { rawFeedRowSchema } from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClientRecord } from '../lib/client-record';
import { importFeedFile } from './feed-import';
import type { FeedKind } from './feed-kind';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const ROWS = 200_000;
const COLUMNS = ['member', 'first_name', 'last_name', 'dob', 'street', 'city', 'zip', 'note'] as const;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-memory-'));

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function heapUsed(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe('a large plan file', () => {
  it('imports 200,000 lines without holding the file: the heap grows by the duplicate keys only', async () => {
    const filePath = path.join(folder, 'large.csv');
    const out = fs.openSync(filePath, 'w');
    fs.writeSync(out, `${COLUMNS.join(',')}\n`);
    for (let row = 0; row < ROWS; row += 10_000) {
      const lines = Array.from({ length: 10_000 }, (_, index) => {
        const id = row + index;
        return `M${id},Firstname${id},"Lastname, ${id}",1980-01-01,${id} Long Street Name Avenue,Springfield,12345,"a ""quoted"" note for line ${id}"`;
      });
      fs.writeSync(out, `${lines.join('\n')}\n`);
    }
    fs.closeSync(out);
    expect(fs.statSync(filePath).size).toBeGreaterThan(20_000_000);

    let saved = 0;
    let peak = 0;
    const kind: FeedKind<Record<string, string>> = {
      name: 'test',
      description: 'a test file',
      columns: COLUMNS,
      open: () =>
        Promise.resolve({
          schema: rawFeedRowSchema(COLUMNS),
          rowKey: (row) => row.member ?? '',
          rowKeyDescription: 'the same member',
          saveBatch: (rows) => {
            saved += rows.length;
            if (saved % 50_000 === 0) peak = Math.max(peak, heapUsed());
            return Promise.resolve({ added: rows.length, unchanged: 0 });
          },
          finish: () => Promise.resolve(),
        }),
    };
    const before = heapUsed();
    const summary = await importFeedFile(kind, { configuration: { abbreviation: 'TEST' } } as ClientRecord, filePath);
    expect(summary).toMatchObject({ rowsRead: ROWS, imported: ROWS, rejected: 0 });
    // Holding the file's lines would take well over 100 MB; the keys of 200,000 lines take about 15.
    expect(peak - before).toBeLessThan(40_000_000);
  }, 60_000);
});
