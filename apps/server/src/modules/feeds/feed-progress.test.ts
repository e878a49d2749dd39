import { describe, expect, it } from 'vitest';
import { createProgressDisplay } from './feed-progress';

function terminal(isTTY: boolean) {
  const written: string[] = [];
  const out = { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
  return { out, written };
}

const at = (bytesRead: number, rowsRead = bytesRead) => ({ phase: 'importing' as const, bytesRead, totalBytes: 100, rowsRead });

describe('the import progress display', () => {
  it('redraws one bar in place on a terminal, at most every 100 ms, and clears it at the end', () => {
    const { out, written } = terminal(true);
    let now = 0;
    const display = createProgressDisplay(out, () => now);
    now = 200;
    display.show(at(10));
    display.show(at(20));
    now = 400;
    display.show(at(50));
    display.end();
    expect(written).toHaveLength(3);
    expect(written[0]).toMatch(/^\rimporting \[###\.+\] {2}10% {2}10 rows$/);
    expect(written[1]).toContain(' 50%');
    expect(written[2]).toBe('\r\u001b[2K');
  });

  it('writes a plain line per quarter without a terminal, so logs stay short', () => {
    const { out, written } = terminal(false);
    const display = createProgressDisplay(out);
    for (let bytes = 1; bytes <= 100; bytes += 1) display.show(at(bytes));
    display.end();
    expect(written).toEqual([
      'importing: 25% (25 rows)\n',
      'importing: 50% (50 rows)\n',
      'importing: 75% (75 rows)\n',
      'importing: 100% (100 rows)\n',
    ]);
  });
});
