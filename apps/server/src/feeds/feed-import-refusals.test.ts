import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rawFeedRowSchema } from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClientRecord } from '../lib/client-record';
import { importFeedFile, type FeedReportRow } from './feed-import';
import type { FeedKind } from './feed-kind';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-refusals-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A kind whose batches refuse the ids starting with X, as a database would refuse an unknown member. */
function refusingKind(batches: string[][]): FeedKind<Record<'id' | 'value', string>> {
  const columns = ['id', 'value'] as const;
  return {
    name: 'test',
    description: 'a test file',
    columns,
    open: () =>
      Promise.resolve({
        schema: rawFeedRowSchema(columns).refine((row) => row.value !== 'bad', { path: ['value'], message: 'bad value' }),
        rowKey: (row) => row.id,
        rowKeyDescription: 'the same id',
        saveBatch: (rows) => {
          batches.push(rows.map((row) => row.id));
          const refused = rows.flatMap((row, index) =>
            row.id.startsWith('X')
              ? [{ index, issues: [{ column: 'id', code: 'UNKNOWN_REFERENCE' as const, message: `${row.id} unknown` }] }]
              : [],
          );
          return Promise.resolve({ added: rows.length - refused.length, unchanged: 0, refused });
        },
        finish: () => Promise.resolve(),
      }),
  };
}

describe('rows a batch refuses', () => {
  it('are reported with their line, in line order among the lines the schema refused, and counted as rejected', async () => {
    const filePath = path.join(folder, 'file.csv');
    fs.writeFileSync(filePath, 'id,value\nA,1\nX1,2\nB,bad\nC,3\nX2,4\nD,bad\nE,5\n');
    const batches: string[][] = [];
    const issues: FeedReportRow[] = [];
    const summary = await importFeedFile(refusingKind(batches), { configuration: { abbreviation: 'TEST' } } as ClientRecord, filePath, {
      batchSize: 3,
      onIssue: (issue) => void issues.push(issue),
    });
    expect(batches).toEqual([
      ['A', 'X1', 'C'],
      ['X2', 'E'],
    ]);
    expect(issues.map((issue) => [issue.row, issue.code])).toEqual([
      [3, 'UNKNOWN_REFERENCE'],
      [4, 'INVALID_FORMAT'],
      [6, 'UNKNOWN_REFERENCE'],
      [7, 'INVALID_FORMAT'],
    ]);
    expect(summary).toMatchObject({ rowsRead: 7, imported: 3, added: 3, rejected: 4 });
  });

  it('save a batch early rather than hold many refused lines', async () => {
    const filePath = path.join(folder, 'many-bad.csv');
    fs.writeFileSync(filePath, `id,value\nA,1\n${Array.from({ length: 7 }, (_, index) => `B${index},bad`).join('\n')}\nC,2\n`);
    const batches: string[][] = [];
    const issues: FeedReportRow[] = [];
    await importFeedFile(refusingKind(batches), { configuration: { abbreviation: 'TEST' } } as ClientRecord, filePath, {
      batchSize: 3,
      onIssue: (issue) => void issues.push(issue),
    });
    expect(batches).toEqual([['A'], ['C']]);
    expect(issues.map((issue) => issue.row)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });
});
