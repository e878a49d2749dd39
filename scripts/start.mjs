// `npm start`: builds the portal when the build is missing or older than the sources, then
// runs the server in the foreground.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildIsStale } from './build-state.mjs';

if (buildIsStale()) {
  console.log('Building the portal (first start, or the sources changed)...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// The demo offers its members the demo device, unless told otherwise.
const server = spawnSync(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { DEMO_DEVICE: 'on', ...process.env },
});
process.exit(server.status ?? 1);
