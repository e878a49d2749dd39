import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvRecords, type CsvEntry } from './csv-records';

async function entriesOf(...chunks: (string | Buffer)[]): Promise<CsvEntry[]> {
  const entries: CsvEntry[] = [];
  for await (const entry of readCsvRecords(Readable.from(chunks))) entries.push(entry);
  return entries;
}

describe('readCsvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, numbering lines where records end', async () => {
    const entries = await entriesOf('id,note\n1,"a, b"\n2,"say ""hi"""\n3,"two\nlines"\n');
    expect(entries).toEqual([
      { kind: 'record', line: 1, fields: ['id', 'note'] },
      { kind: 'record', line: 2, fields: ['1', 'a, b'] },
      { kind: 'record', line: 3, fields: ['2', 'say "hi"'] },
      { kind: 'record', line: 5, fields: ['3', 'two\nlines'] },
    ]);
  });

  it('takes CRLF line ends, a byte-order mark and blank lines, even split across chunks', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const entries = await entriesOf(bom, 'id,name\r\n1,A', 'na\r\n\r\n2,"B', '"\r\n');
    expect(entries.map((entry) => entry.kind === 'record' && entry.fields)).toEqual([
      ['id', 'name'],
      ['1', 'Ana'],
      ['2', 'B'],
    ]);
  });

  it('reports a line that is not well-formed CSV in its place, and reads on', async () => {
    const entries = await entriesOf('id,name\n1,ok\n2,bro"ken\n3,fine\n');
    expect(entries.map((entry) => [entry.kind, entry.line])).toEqual([
      ['record', 1],
      ['record', 2],
      ['malformed', 3],
      ['record', 4],
    ]);
    expect(entries[2]).toMatchObject({ kind: 'malformed', message: expect.stringContaining('Invalid Opening Quote') });
  });

  it('reports a quote left open at the end of the file', async () => {
    const entries = await entriesOf('id,name\n1,ok\n"2,open\n3,never closed\n');
    expect(entries.at(-1)).toMatchObject({ kind: 'malformed', message: expect.stringContaining('Quote Not Closed') });
  });

  it('keeps rows of different lengths for the caller to judge', async () => {
    const entries = await entriesOf('a,b,c\n1,2\n');
    expect(entries[1]).toEqual({ kind: 'record', line: 2, fields: ['1', '2'] });
  });
});
