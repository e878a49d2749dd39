// `npm run portal -- <command>`: the operator's command line (see `npm run portal -- help`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, serverBuildIsStale } from './build-state.mjs';
import { CLI_NODE_OPTIONS } from './cli-options.mjs';

if (serverBuildIsStale()) {
  const built = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const cli = spawnSync(
  process.execPath,
  ['--enable-source-maps', ...CLI_NODE_OPTIONS, path.join(ROOT, 'apps/server/dist/cli.js'), ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
process.exit(cli.status ?? 1);
