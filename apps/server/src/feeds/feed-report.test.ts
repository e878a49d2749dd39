import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvField, openErrorReport, summaryPathOf } from './feed-report';

describe('the error report', () => {
  it('quotes only the fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(12)).toBe('12');
    expect(csvField("dob 'x', wrong")).toBe('"dob \'x\', wrong"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });

  it('writes row, column, code and message per reason, and the summary beside it', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-report-'));
    const reportPath = path.join(folder, 'roster.errors.csv');
    const report = openErrorReport(reportPath);
    await report.add({ row: 3, column: 'dob', code: 'INVALID_FORMAT', message: "dob '1990-02-30' is not a date (YYYY-MM-DD)" });
    await report.add({ row: 7, column: '', code: 'DUPLICATE_ROW', message: 'repeats line 2, exactly' });
    const summary = { kind: 'roster', client: 'MESA', rowsRead: 9, imported: 7, added: 7, unchanged: 0, rejected: 2, durationMs: 5 };
    await report.close(summary);
    expect(fs.readFileSync(reportPath, 'utf8')).toBe(
      'row,column,code,message\n3,dob,INVALID_FORMAT,dob \'1990-02-30\' is not a date (YYYY-MM-DD)\n7,,DUPLICATE_ROW,"repeats line 2, exactly"\n',
    );
    expect(summaryPathOf(reportPath)).toBe(path.join(folder, 'roster.errors.summary.json'));
    expect(JSON.parse(fs.readFileSync(summaryPathOf(reportPath), 'utf8'))).toEqual(summary);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
