// Decides whether the production build is older than the sources it is made from.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED = ['packages/contract/src', 'packages/domain/src', 'package-lock.json'];
const SERVER = {
  sources: [...SHARED, 'apps/server/src', 'apps/server/build.mjs'],
  outputs: ['apps/server/dist/main.js', 'apps/server/dist/cli.js'],
};
const WEB = {
  sources: [...SHARED, 'apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts'],
  outputs: ['apps/web/dist/index.html'],
};

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

function isStale({ sources, outputs }) {
  const files = outputs.map((output) => path.join(ROOT, output));
  if (!files.every((file) => fs.existsSync(file))) return true;
  const builtAt = Math.min(...files.map((file) => fs.statSync(file).mtimeMs));
  return sources.some((source) => newestChange(path.join(ROOT, source)) > builtAt);
}

export const serverBuildIsStale = () => isStale(SERVER);
export const buildIsStale = () => isStale(SERVER) || isStale(WEB);
