// Loaded with `node --import` into a process the bench measures: on exit, writes the process's
// peak resident set size in bytes to BENCH_PEAK_RSS_FILE.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.BENCH_PEAK_RSS_FILE) writeFileSync(process.env.BENCH_PEAK_RSS_FILE, String(process.resourceUsage().maxRSS * 1024));
});
