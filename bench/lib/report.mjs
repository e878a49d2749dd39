// Each figure with its budget and a pass or fail, as JSON and as a table to read.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** pass, FAIL, or (for a figure reported but not enforced in this run) below. */
export function verdict(item) {
  if (item.pass) return 'pass';
  return item.advisory ? 'below (advisory in this run)' : '**FAIL**';
}

/** A figure and its budget: `at most` or `at least` a limit, in the figure's unit. */
export function figure(section, name, value, unit, budget, detail = '') {
  const pass = budget.atMost !== undefined ? value <= budget.atMost : value >= budget.atLeast;
  const limit = budget.atMost ?? budget.atLeast;
  const advisory = budget.advisory === true;
  return { section, name, value, unit, budget: `${budget.atMost !== undefined ? '≤' : '≥'} ${limit}`, pass, advisory, detail };
}

const round = (value) => (Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100);

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** The file name a run's results go to: the full run is the one kept in the repository. */
export const reportName = (mode) => (mode === 'full' ? 'latest' : 'short');

export function writeReport(directory, run) {
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, `${reportName(run.mode)}.json`), `${JSON.stringify(run, null, 2)}\n`);
  const lines = [
    `# Benchmark: ${run.mode} run, ${run.database}`,
    '',
    `${run.finishedAt} · ${run.machine.cpus} × ${run.machine.cpuModel}, ${run.machine.memoryGiB} GiB · Node ${run.machine.node} · ${run.settings}`,
    '',
    '| Section | Figure | Value | Budget | Result | Beside it |',
    '|---|---|---|---|---|---|',
    ...run.figures.map(
      (item) =>
        `| ${item.section} | ${item.name} | ${round(item.value)} ${item.unit} | ${item.budget} | ${verdict(item)} | ${item.detail} |`,
    ),
    '',
    `${run.figures.filter((item) => item.pass).length} of ${run.figures.length} budgets met${run.figures.some((item) => item.advisory) ? ' (performance scores advisory in this run)' : ''}.`,
    '',
  ];
  if (run.notes.length > 0) lines.push('Notes:', '', ...run.notes.map((note) => `- ${note}`), '');
  writeFileSync(path.join(directory, `${reportName(run.mode)}.md`), lines.join('\n'));
}
