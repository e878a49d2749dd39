// Bundles the server and its command line into dist/ (or the folder given, as the tests do),
// with the workspace packages inlined (they ship TypeScript sources) and every npm dependency
// left to node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@portal/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/index.ts' },
  absWorkingDir: import.meta.dirname,
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
